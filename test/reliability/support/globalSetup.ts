/**
 * Global setup of the slow reliability suite: a private copy of the compiled server, a fresh
 * directory for the figures each test records, and at the end one summary of them all (the
 * issue's "output states the figures").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFigures } from './figures.js';
import { removeSnapshot, snapshotDist } from './processes.js';
import { RELIABILITY_SIZE, SIZES } from './sizes.js';

let dir = '';
let dist = '';

export function setup(): void {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-figures-'));
  process.env.MET_RELIABILITY_FIGURES = dir;
  dist = snapshotDist();
  process.env.MET_RELIABILITY_DIST = dist;
}

export function teardown(): void {
  const all = readFigures(dir);
  const total = (name: string) => all.reduce((acc, entry) => acc + (typeof entry.figures[name] === 'number' ? (entry.figures[name] as number) : 0), 0);
  const lines = ['', `=== Meterline reliability figures (${RELIABILITY_SIZE}: ${JSON.stringify(SIZES)}) ===`];
  for (const entry of all) {
    lines.push(`${entry.name}:`);
    for (const [name, value] of Object.entries(entry.figures)) lines.push(`  ${name.padEnd(32)} ${value}`);
  }
  lines.push('totals:');
  lines.push(`  ${'kill points survived'.padEnd(32)} ${total('kill_points_survived')}`);
  lines.push(`  ${'requests sent'.padEnd(32)} ${total('requests_sent')}`);
  lines.push(`  ${'keys retried'.padEnd(32)} ${total('keys_retried')}`);
  lines.push(`  ${'differences found'.padEnd(32)} ${total('differences_found')}`);
  for (const entry of all) {
    for (const [name, value] of Object.entries(entry.figures)) {
      if (name.startsWith('fuzz_cases_')) lines.push(`  ${`fuzz cases ${name.slice('fuzz_cases_'.length)} [${entry.name}]`.padEnd(32)} ${value}`);
    }
  }
  console.log(lines.join('\n'));
  fs.rmSync(dir, { recursive: true, force: true });
  if (dist) removeSnapshot(dist);
}
