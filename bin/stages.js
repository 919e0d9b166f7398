#!/usr/bin/env node
/**
 * Runs named stages one after another, each a shell command with the terminal's output, stopping
 * at the first that fails, and prints one line per stage at the end: `ci: vitest 512 s`.
 *
 *   node bin/stages.js "lint+typecheck+build=npm run check" "vitest=vitest run"
 *
 * When CI_STAGE_LOG names a file the lines are appended to it too, so `.ci/run` can print every
 * stage of the run (its own and npm test's) together at its end.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const stages = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  if (at <= 0) throw new Error(`a stage is name=command, not ${arg}`);
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});

const lines = [];
let failed = null;
for (const stage of stages) {
  const startedAt = process.hrtime.bigint();
  const result = spawnSync(stage.command, { stdio: 'inherit', shell: true });
  const seconds = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e9);
  const ok = result.status === 0;
  lines.push(`ci: ${stage.name} ${seconds} s${ok ? '' : ` (failed, exit ${result.status ?? result.signal})`}`);
  if (!ok) {
    failed = result.status ?? 1;
    break;
  }
}

const text = `${lines.join('\n')}\n`;
process.stdout.write(`\n${text}`);
if (process.env.CI_STAGE_LOG) fs.appendFileSync(process.env.CI_STAGE_LOG, text);
process.exit(failed ?? 0);
