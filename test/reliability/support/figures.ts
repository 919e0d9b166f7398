/**
 * The figures the reliability suite reports (kill points survived, requests sent, keys retried,
 * fuzz cases per endpoint, differences found). Each test file records its own; the slow suite's
 * global teardown prints them all once the run is over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Figures = Record<string, number | string>;

export function figuresDir(): string {
  return process.env.MET_RELIABILITY_FIGURES ?? path.join(os.tmpdir(), `meterline-reliability-${process.ppid}`);
}

/** Adds the figures of one test (`name`) to the run's report, and prints them now as well. */
export function recordFigures(name: string, figures: Figures): void {
  const dir = figuresDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^a-zA-Z0-9_.-]+/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify({ name, figures }));
  console.log(`[reliability] ${name}: ${Object.entries(figures).map(([k, v]) => `${k}=${v}`).join(', ')}`);
}

export function readFigures(dir: string): Array<{ name: string; figures: Figures }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { name: string; figures: Figures });
}
