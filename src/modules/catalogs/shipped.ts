/**
 * The global catalogs Meterline ships (every `*.json` in the top-level `catalogs/` folder, in the
 * format importCatalog.ts describes). They are loaded on every server start and by `meterline
 * migrate`, so a fresh install already lists them and an upgrade brings their new prices.
 * Loading is an upsert under each catalog's unique name: safe on several nodes at once.
 */
import { readdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { BackgroundJob } from '../../http/backgroundJob.js';
import { importCatalogFile, type ImportResult } from './importCatalog.js';

/**
 * The package root's `catalogs/` folder. This file sits three levels below the root both as
 * source (src/modules/catalogs/) and compiled (dist/modules/catalogs/).
 */
export const SHIPPED_CATALOGS_DIR = new URL('../../../catalogs/', import.meta.url);

export async function shippedCatalogFiles(dir: URL = SHIPPED_CATALOGS_DIR): Promise<URL[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return names.map((name) => new URL(name, dir));
}

/** Imports every shipped catalog as a global catalog; returns what each import did. */
export async function loadShippedCatalogs(db: Kysely<Database>, clock: Clock, dir: URL = SHIPPED_CATALOGS_DIR): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const file of await shippedCatalogFiles(dir)) results.push(await importCatalogFile(db, clock, file, { global: true }));
  return results;
}

const ATTEMPTS = 3;

/**
 * Loads the shipped catalogs once, in the background, when the server starts. A failure is
 * logged and retried twice (another node may hold the write lock); it never stops the server.
 */
export const shippedCatalogsJob: BackgroundJob = {
  name: 'shipped-catalogs',
  async start({ store, clock }, log) {
    const run = async () => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const results = await loadShippedCatalogs(store.db, clock);
          for (const r of results) {
            log.info({ catalog: r.catalog.name, created: r.created, ...r.entries }, 'shipped catalog loaded');
          }
          return;
        } catch (error) {
          log.warn({ err: error, attempt }, 'loading the shipped catalogs failed');
          if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    };
    const running = run();
    return async () => {
      await running;
    };
  },
};
