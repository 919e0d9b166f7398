#!/usr/bin/env node
/**
 * Runs shell commands at the same time and fails when any of them fails: `npm run check`'s
 * type check (one core for a minute) beside the lint, layers, build and OpenAPI lint chain (the
 * other core), where running them one after another left a core idle for two minutes of CI.
 *
 *   node bin/together.js "npm run typecheck" "npm run lint && npm run build"
 *
 * Each command's output is held and printed whole when it ends, so the log reads command by
 * command; then one line each: `together: npm run typecheck 48 s`.
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) throw new Error('together: name at least one command');

function run(command) {
  const startedAt = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e9);
      process.stdout.write(`\n$ ${command}\n${Buffer.concat(output).toString()}`);
      resolve({ command, seconds, status: code ?? 1, signal });
    });
  });
}

const results = await Promise.all(commands.map(run));
process.stdout.write('\n');
for (const { command, seconds, status, signal } of results) {
  process.stdout.write(`together: ${command} ${seconds} s${status === 0 ? '' : ` (failed, exit ${signal ?? status})`}\n`);
}
process.exit(results.some((r) => r.status !== 0) ? 1 : 0);
