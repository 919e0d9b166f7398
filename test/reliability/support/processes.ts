/**
 * The real `meterline` binary in child processes: the CLI for one-shot commands, and `serve` as a
 * server the tests can kill -9 and restart on the same store.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = path.join(ROOT, 'bin', 'meterline.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Compiles src/ into dist/ (what `npm run build` does) when dist/ is older than the sources. */
export function ensureBuilt(): void {
  if (process.env.MET_RELIABILITY_DIST) return;
  const stale = () => !fs.existsSync(path.join(ROOT, 'dist', 'cli.js')) || newestMtime(path.join(ROOT, 'dist')) < newestMtime(path.join(ROOT, 'src'));
  if (!stale()) return;
  // One build at a time across test files: the others wait for it, then find dist/ fresh.
  const lock = path.join(ROOT, '.vitest-reliability-build-lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const heldSince = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() > deadline || Date.now() - heldSince > 300_000) {
        fs.rmSync(lock, { recursive: true, force: true });
      } else {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      }
    }
  }
  try {
    if (stale()) {
      try {
        execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'pipe' });
      } catch {
        // tsc emits even when another engineer's work in progress has type errors; the run then
        // tests what compiled, and a missing file fails loudly below.
      }
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run npm run build');
}

let fileSnapshot: string | null = null;

/**
 * For one test file: a private copy of the compiled server for its children to run (built first
 * if stale), so another file or engineer rebuilding dist/ meanwhile cannot hand a child
 * half-written files. Returns the cleanup for afterAll. In the slow suite the global setup's copy
 * is used instead.
 */
export function useCompiledSnapshot(): () => void {
  if (process.env.MET_RELIABILITY_DIST) return () => undefined;
  const mine = snapshotDist();
  fileSnapshot = mine;
  return () => {
    removeSnapshot(mine);
    if (fileSnapshot === mine) fileSnapshot = null;
  };
}

/**
 * The compiled entry the children run: the slow suite's private snapshot of dist/ (taken once by
 * its global setup, so another engineer rebuilding dist/ mid-run cannot hand a restarting server
 * half-written files), else this file's own snapshot, else the bin.
 */
function entry(): string {
  const snapshot = process.env.MET_RELIABILITY_DIST ?? fileSnapshot;
  return snapshot ? path.join(snapshot, 'cli.js') : BIN;
}

/**
 * Copies dist/ into a temporary tree shaped like the repository (dist/, package.json, and links
 * to catalogs/, docs/ and node_modules/), so the copy resolves everything as the original does; returns
 * its dist/.
 */
export function snapshotDist(): string {
  ensureBuilt();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-dist-'));
  fs.cpSync(path.join(ROOT, 'dist'), path.join(root, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
  for (const shared of ['catalogs', 'docs', 'node_modules', 'src']) {
    if (fs.existsSync(path.join(ROOT, shared))) fs.symlinkSync(path.join(ROOT, shared), path.join(root, shared));
  }
  return path.join(root, 'dist');
}

/** Removes a snapshot made by snapshotDist. */
export function removeSnapshot(dist: string): void {
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
}

/** The parent's environment minus anything that would point a child elsewhere. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'PUBLIC_BASE_URL', 'RATE_LIMIT_PER_MINUTE', 'BODY_LIMIT_BYTES', 'NODE_OPTIONS']) delete env[name];
  return { ...env, LOG_LEVEL: 'warn', BILLING_TICK_SECONDS: '0', ...extra };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function cli(args: string[], databaseUrl: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [entry(), ...args], { cwd: ROOT, env: childEnv({ DATABASE_URL: databaseUrl }), timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

export async function cliJson<T>(args: string[], databaseUrl: string): Promise<T> {
  const result = await cli([...args, '--json'], databaseUrl);
  if (result.code !== 0) throw new Error(`meterline ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** A company with a huge request budget and a test key, made with the CLI as an operator would. */
export async function createCompanyAndKey(databaseUrl: string): Promise<{ companyId: string; key: string }> {
  const company = await cliJson<{ id: string }>(['company', 'create', '--name', 'Reliability', '--rate-limit', '100000000'], databaseUrl);
  const key = await cliJson<{ key: string }>(['key', 'create', '--company', company.id, '--mode', 'test'], databaseUrl);
  return { companyId: company.id, key: key.key };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote on stdout and stderr (its logs). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with their sockets. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
}

export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry(), 'serve'], {
    cwd: ROOT,
    env: childEnv({ DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`meterline serve exited ${child.exitCode} at start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`meterline serve did not answer /health within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
