/**
 * Loading a catalog from a JSON file: `meterline catalog import FILE (--global | --company ID
 * --mode test|live)`, and the catalogs shipped in the top-level `catalogs/` folder.
 *
 * The file format (every field checked; an unknown field is an error naming its path):
 *
 *   {
 *     "name": "LLM models (list prices)",   required; the catalog's identity: importing a file whose
 *                                           name already exists (globally, or in that company and
 *                                           mode) updates that catalog instead of adding another
 *     "event_name": "llm.completion",        required; events of this name are priced by the catalog
 *     "key_property": "model",               required; the event property whose value picks the entry
 *     "source_note": "Where prices come from", optional
 *     "as_of": "2026-11-21",                 optional, YYYY-MM-DD: when the prices were checked
 *     "entries": [                           required, at most 10,000, keys unique
 *       { "key": "gpt-4o",                   required; matched against the key property's value
 *         "name": "GPT-4o",                  required
 *         "dimensions": [                    required, 1 to 20, one currency, distinct properties:
 *           { "property": "input_tokens",      an event property holding a quantity
 *             "currency_code": "usd",          a contract currency
 *             "amount": "250",                 minor units (cents) per `per` units, a decimal string
 *             "per": 1000000 } ],              a whole number of units
 *         "price": null,                     optional: what the customer pays instead of the plan's
 *                                            rule, the same shape as dimensions
 *         "source": "https://...",           optional: where this entry's price was read
 *         "note": "..." }                    optional: anything a reader should know
 *     ]
 *   }
 *
 * Importing is idempotent: the catalog ends up exactly as the file says (entries added, changed
 * or removed by key, entry ids kept for keys that stay), and importing the same file again
 * changes nothing, not even `updated_at`. Several nodes may import the same global file at once.
 */
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Mode } from '../../kernel/mode.js';
import type { ErrorDetail } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { entryRows } from './createCatalog.js';
import { parseEntries, rejectUnknownFields, requireText, type EntryInput } from './dimensions.js';
import { toCatalog } from './present.js';
import * as repo from './repo.js';
import type { Catalog } from './schemas.js';
import type { CatalogEntryTable, CatalogTable } from './tables.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';

export const MAX_FILE_ENTRIES = 10_000;

export interface CatalogFile {
  name: string;
  eventName: string;
  keyProperty: string;
  sourceNote: string | null;
  asOf: string | null;
  entries: EntryInput[];
}

/** Where an imported catalog goes: the operator's global catalogs, or one company's, in one mode. */
export type ImportTarget = { global: true } | { companyId: string; mode: Mode };

export interface ImportResult {
  catalog: Catalog;
  /** True when the catalog did not exist before this import. */
  created: boolean;
  entries: { added: number; updated: number; removed: number; unchanged: number };
}

/** A file that is not a catalog; `problems` names each offending path. */
export class CatalogFileError extends Error {
  constructor(
    message: string,
    readonly problems: ErrorDetail[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}` : message);
    this.name = 'CatalogFileError';
  }
}

const FILE_FIELDS = ['name', 'event_name', 'key_property', 'source_note', 'as_of', 'entries'] as const;
const AS_OF = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a parsed JSON document against the file format. */
export function parseCatalogFile(data: unknown): CatalogFile {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CatalogFileError('A catalog file is a JSON object {name, event_name, key_property, entries, ...}');
  }
  const doc = data as Record<string, unknown>;
  const problems: ErrorDetail[] = [];
  rejectUnknownFields(doc, FILE_FIELDS, '$', problems);
  const name = requireText(doc.name, '$.name', problems);
  const eventName = requireText(doc.event_name, '$.event_name', problems);
  const keyProperty = requireText(doc.key_property, '$.key_property', problems);
  const sourceNote = doc.source_note === undefined || doc.source_note === null ? null : requireText(doc.source_note, '$.source_note', problems, 2000);
  let asOf: string | null = null;
  if (doc.as_of !== undefined && doc.as_of !== null) {
    if (typeof doc.as_of !== 'string' || !AS_OF.test(doc.as_of) || Number.isNaN(Date.parse(`${doc.as_of}T00:00:00Z`))) {
      problems.push({ path: '$.as_of', message: 'must be a date YYYY-MM-DD' });
    } else asOf = doc.as_of;
  }
  const entries = parseEntries(doc.entries, '$.entries', problems, { max: MAX_FILE_ENTRIES, extraFields: ['source', 'note'] });
  if (Array.isArray(doc.entries)) {
    doc.entries.forEach((entry: unknown, i) => {
      if (typeof entry !== 'object' || entry === null) return;
      for (const field of ['source', 'note'] as const) {
        const value = (entry as Record<string, unknown>)[field];
        if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > 2000)) {
          problems.push({ path: `$.entries[${i}].${field}`, message: 'must be a string of at most 2000 characters' });
        }
      }
    });
  }
  if (problems.length || !name || !eventName || !keyProperty || !entries) throw new CatalogFileError('Not a valid catalog file:', problems);
  return { name, eventName, keyProperty, sourceNote, asOf, entries };
}

/** Reads and checks a catalog file. */
export async function readCatalogFile(file: string | URL): Promise<CatalogFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogFileError(`Cannot read ${String(file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(`${String(file)} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseCatalogFile(data);
}

function storedNote(file: CatalogFile): string | null {
  if (file.asOf === null) return file.sourceNote;
  return file.sourceNote === null ? `Prices as of ${file.asOf}.` : `${file.sourceNote} Prices as of ${file.asOf}.`;
}

/** Makes the target's catalog of this name equal to the file, in one transaction. */
export async function importCatalog(db: Kysely<Database>, clock: Clock, file: CatalogFile, target: ImportTarget): Promise<ImportResult> {
  const owner: repo.CatalogOwner = 'global' in target ? { global: true } : { companyId: target.companyId, mode: target.mode };
  if (!repo.isGlobalOwner(owner) && !(await repo.companyExists(db, owner.companyId))) {
    throw new CatalogFileError(`No company ${owner.companyId}`);
  }
  const now = toIso(clock.now());
  const note = storedNote(file);
  return db.transaction().execute(async (trx) => {
    // First (ratingConfig/version.ts); an import that changes nothing bumps the counter all the same.
    await lockRatingConfigForChange(trx, repo.isGlobalOwner(owner) ? 'global' : owner);
    let catalog = await repo.findCatalogByName(trx, owner, file.name);
    let created = false;
    if (!catalog) {
      const row: CatalogTable = {
        id: newId(),
        company_id: repo.isGlobalOwner(owner) ? null : owner.companyId,
        mode: repo.isGlobalOwner(owner) ? null : owner.mode,
        name: file.name,
        event_name: file.eventName,
        key_property: file.keyProperty,
        source_note: note,
        as_of: file.asOf,
        created_at: now,
        updated_at: now,
      };
      await repo.insertCatalogIfAbsent(trx, row);
      catalog = await repo.findCatalogByName(trx, owner, file.name);
      if (!catalog) throw new Error(`Catalog ${file.name} vanished while importing`);
      // Another node may have inserted it first: then this import updates theirs.
      created = catalog.id === row.id;
    }

    const existing = new Map((await repo.listEntries(trx, catalog.id)).map((row) => [row.key, row]));
    const wanted = new Map(entryRows(catalog.id, file.entries, now).map((row) => [row.key, row]));
    const added: CatalogEntryTable[] = [];
    let updated = 0;
    let unchanged = 0;
    for (const [key, row] of wanted) {
      const old = existing.get(key);
      if (!old) added.push(row);
      else if (old.name === row.name && old.dimensions === row.dimensions && old.price === row.price) unchanged++;
      else {
        await repo.updateEntry(trx, old.id, { name: row.name, dimensions: row.dimensions, price: row.price });
        updated++;
      }
    }
    const removed = [...existing.keys()].filter((key) => !wanted.has(key));
    await repo.upsertEntries(trx, added);
    await repo.deleteEntries(trx, catalog.id, removed);

    const fieldsChanged = catalog.event_name !== file.eventName || catalog.key_property !== file.keyProperty || catalog.source_note !== note || catalog.as_of !== file.asOf;
    const changed = !created && (fieldsChanged || added.length > 0 || updated > 0 || removed.length > 0);
    if (changed) {
      const patch = { event_name: file.eventName, key_property: file.keyProperty, source_note: note, as_of: file.asOf, updated_at: now };
      await repo.updateCatalog(trx, catalog.id, patch);
      catalog = { ...catalog, ...patch };
    }
    return {
      catalog: toCatalog({ ...catalog, entry_count: wanted.size }),
      created,
      entries: { added: added.length, updated, removed: removed.length, unchanged },
    };
  });
}

/** Reads `file` and imports it (the `meterline catalog import` command). */
export async function importCatalogFile(db: Kysely<Database>, clock: Clock, file: string | URL, target: ImportTarget): Promise<ImportResult> {
  return importCatalog(db, clock, await readCatalogFile(file), target);
}
