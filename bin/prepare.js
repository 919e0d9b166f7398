#!/usr/bin/env node
// Run by `npm install` (the prepare script) and `npm start` (prestart):
// - builds dist/ when a source file is newer than the last build (an unchanged build starts at
//   once instead of recompiling for ~25 s);
// - links the project's own `meterline` command into node_modules/.bin, so `npx meterline` in the
//   project directory runs it at once instead of installing the project into npx's cache.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function buildIfStale() {
  const output = path.join(root, 'dist', 'cli.js');
  const sources = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map((name) => path.join(root, name)).filter((p) => fs.existsSync(p));
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (built > 0 && Math.max(...sources.map(newestMtime)) <= built) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  // tsc leaves an unchanged output's mtime alone only with incremental builds; mark this build.
  const now = new Date();
  fs.utimesSync(output, now, now);
}

function linkBin() {
  const binDir = path.join(root, 'node_modules', '.bin');
  const link = path.join(binDir, 'meterline');
  if (!fs.existsSync(binDir) || fs.existsSync(link)) return;
  try {
    fs.symlinkSync(path.relative(binDir, path.join(root, 'bin', 'meterline.js')), link);
  } catch {
    // Not fatal: `node bin/meterline.js` works too.
  }
}

// CI's install skips the build (METERLINE_PREPARE_BUILD=0): its check stage builds next anyway.
if (process.env.METERLINE_PREPARE_BUILD !== '0') buildIfStale();
if (process.argv.includes('--link')) linkBin();
