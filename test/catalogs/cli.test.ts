/**
 * `meterline catalog import` and `meterline migrate` end to end: the compiled CLI in a child
 * process against the same store the API reads (SQLite in a temporary file, or a PostgreSQL schema).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { tokens } from './builders.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = path.join(ROOT, 'bin/meterline.js');
const SHIPPED = path.join(ROOT, 'catalogs/llm-models.json');

async function mtime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestSource(full) : await mtime(full));
  }
  return newest;
}

/**
 * Builds dist/ (what `npm run build` does) unless it is newer than every source file: the CLI
 * must run the same migrations as the in-process harness, or the store looks corrupted to it.
 */
async function ensureBuilt(): Promise<void> {
  if ((await mtime(path.join(ROOT, 'dist/cli.js'))) > (await newestSource(path.join(ROOT, 'src')))) return;
  // Type errors elsewhere in the tree still emit JavaScript; the CLI runs below are the real check.
  await run('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT }).catch(() => undefined);
}

describeEachStore('meterline catalog import (CLI)', (kind) => {
  let h: Harness;
  let dir: string;
  let cli: (...args: string[]) => Promise<{ stdout: string; stderr: string; code: number }>;

  beforeAll(async () => {
    await ensureBuilt();
    dir = await mkdtemp(path.join(tmpdir(), 'meterline-catalogs-'));
    h = await createHarness(kind, kind === 'sqlite' ? { sqliteFile: path.join(dir, 'meterline.db') } : {});
    cli = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await run('node', [BIN, ...args], { cwd: dir, env: { ...process.env, DATABASE_URL: h.testStore.url, LOG_LEVEL: 'error' } });
        return { stdout, stderr, code: 0 };
      } catch (error) {
        const failed = error as { stdout: string; stderr: string; code: number };
        return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
      }
    };
  }, 180_000);
  afterAll(async () => {
    await h.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the shipped file as a global catalog, prints it as JSON, and a second import changes nothing', async () => {
    const first = await cli('catalog', 'import', SHIPPED, '--global', '--json');
    expect(first.code, first.stderr).toBe(0);
    const printed = JSON.parse(first.stdout) as { catalog: { id: string; entry_count: number }; created: boolean; entries: Record<string, number> };
    expectShape(printed.catalog, CATALOG);
    expect(printed.created).toBe(true);
    expect(printed.catalog.entry_count).toBeGreaterThan(20);

    const second = JSON.parse((await cli('catalog', 'import', SHIPPED, '--global', '--json')).stdout) as typeof printed;
    expect(second.catalog).toEqual(printed.catalog);
    expect(second.entries).toMatchObject({ added: 0, updated: 0, removed: 0 });

    const listed = (await h.api.get('/v1/catalogs')).body.catalogs.filter((c: { id: string }) => c.id === printed.catalog.id);
    expect(listed).toEqual([printed.catalog]);
  });

  it('imports a file into one company and mode', async () => {
    const file = path.join(dir, 'own.json');
    await writeFile(file, JSON.stringify({ name: 'CLI company list', event_name: 'api.call', key_property: 'endpoint', entries: [{ key: '/search', name: 'Search', dimensions: tokens('1', '2') }] }));
    const res = await cli('catalog', 'import', file, '--company', h.company.id, '--mode', 'live', '--json');
    expect(res.code, res.stderr).toBe(0);
    const { catalog } = JSON.parse(res.stdout) as { catalog: { id: string } };
    expect((await h.live.get('/v1/catalogs')).body.catalogs.map((c: { id: string }) => c.id)).toContain(catalog.id);
    expect((await h.api.get('/v1/catalogs')).body.catalogs.map((c: { id: string }) => c.id)).not.toContain(catalog.id);
    expect((await h.live.get(`/v1/catalogs/${catalog.id}/entries`)).body.entries[0]).toMatchObject({ key: '/search', dimensions: tokens('1', '2') });
  });

  it('explains a bad file or bad flags on stderr with exit code 2, and imports nothing', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ name: 'Bad', event_name: 'e', key_property: 'k', entries: [{ key: 'a', name: 'A', dimensions: [{ property: 'p', currency_code: 'usd', amount: 'ten', per: 1 }] }] }));
    const bad = await cli('catalog', 'import', file, '--global');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('$.entries[0].dimensions[0].amount');
    expect((await cli('catalog', 'import', SHIPPED)).stderr).toContain('--global');
    expect((await cli('catalog', 'import', SHIPPED, '--company', h.company.id, '--mode', 'prod')).code).toBe(2);
    expect((await h.api.get('/v1/catalogs')).body.catalogs.map((c: { name: string }) => c.name)).not.toContain('Bad');
  });

  it('meterline migrate loads the shipped catalogs, so a fresh install already lists them', async () => {
    const fresh = await createHarness(kind, kind === 'sqlite' ? { sqliteFile: path.join(dir, 'fresh.db') } : {});
    try {
      expect((await fresh.api.get('/v1/catalogs')).body.catalogs).toEqual([]);
      const res = await run('node', [BIN, 'migrate', '--json'], { cwd: dir, env: { ...process.env, DATABASE_URL: fresh.testStore.url } });
      expect(JSON.parse(res.stdout)).toHaveProperty('applied');
      const catalogs = (await fresh.api.get('/v1/catalogs')).body.catalogs as { name: string; global: boolean; entry_count: number }[];
      expect(catalogs).toEqual([expect.objectContaining({ name: 'LLM models (list prices)', global: true })]);
      expect(catalogs[0]?.entry_count).toBeGreaterThan(20);
    } finally {
      await fresh.close();
    }
  });
});
