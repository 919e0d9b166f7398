/** The `meterline` command (docs/decisions.md, Configuration and the command). */
import { ConfigError, loadConfig } from './config.js';
import { PlatformError } from './modules/platform/index.js';
import { parseArgs, UsageError } from './cli/args.js';
import { commands } from './cli/commands.js';

function usage(): string {
  return ['Usage: meterline <command>', '', ...commands.map((c) => `  meterline ${c.usage}`)].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const command = commands
    .filter((c) => c.words.every((word, i) => args.positionals[i] === word))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (!command || args.flags.has('help')) {
    // Asked for (`--help`, `help`): usage on stdout, success. Otherwise it is a usage error.
    const asked = args.flags.has('help') || args.positionals[0] === 'help';
    (asked ? process.stdout : process.stderr).write(`${usage()}\n`);
    return asked ? 0 : 2;
  }
  const json = args.flags.get('json') === true;
  try {
    const config = loadConfig();
    await command.run({
      config,
      args,
      json,
      print(result, human) {
        process.stdout.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${human}\n`);
      },
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof PlatformError) {
      process.stderr.write(`meterline: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`meterline: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    return 1;
  }
}

const code = await main(process.argv.slice(2));
// `serve` keeps running; every other command exits with its status.
if (process.argv[2] !== 'serve') process.exit(code);
else if (code !== 0) process.exit(code);
