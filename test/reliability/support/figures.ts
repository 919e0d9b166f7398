/**
 * The figures the reliability suite reports (kill points survived, requests sent, keys retried,
 * fuzz cases per endpoint, differences found). Each test file records its own; the slow suite's
 * global teardown prints them all once the run is over.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Figures = Record<string, number | string>;

/** Adds the figures of one test (`name`) to the slow suite's report, and prints them now. */
export function recordFigures(name: string, figures: Figures): void {
  console.log(`[reliability] ${name}: ${Object.entries(figures).map(([k, v]) => `${k}=${v}`).join(', ')}`);
  const dir = process.env.MET_RELIABILITY_FIGURES;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name.replace(/[^a-zA-Z0-9_.-]+/g, '_')}.json`), JSON.stringify({ name, figures }));
}

export function readFigures(dir: string): Array<{ name: string; figures: Figures }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { name: string; figures: Figures });
}
