/** `meterline catalog import FILE (--global | --company ID --mode test|live) [--json]`. */
import path from 'node:path';
import { systemClock } from '../clock.js';
import { CatalogFileError, importCatalogFile, type ImportTarget } from '../modules/catalogs/index.js';
import { optionalFlag, UsageError, type ParsedArgs } from './args.js';
import type { Command } from './command.js';
import { withStore } from './platformCommands.js';

function importTarget(args: ParsedArgs): ImportTarget {
  const global = args.flags.get('global') === true;
  const companyId = optionalFlag(args, 'company');
  const mode = optionalFlag(args, 'mode');
  if (global && (companyId !== undefined || mode !== undefined)) throw new UsageError('--global cannot be combined with --company or --mode');
  if (global) return { global: true };
  if (companyId === undefined) throw new UsageError('give --global, or --company ID --mode test|live');
  if (mode !== 'test' && mode !== 'live') throw new UsageError('--mode must be test or live');
  return { companyId, mode };
}

export const catalogCommands: Command[] = [
  {
    words: ['catalog', 'import'],
    usage: 'catalog import FILE (--global | --company ID --mode test|live) [--json]   load or update a catalog from JSON',
    async run({ config, args, print }) {
      const file = args.positionals[2];
      if (!file) throw new UsageError('catalog import needs the JSON file to read');
      const target = importTarget(args);
      try {
        const result = await withStore(config, (store) => importCatalogFile(store.db, systemClock, path.resolve(file), target));
        const { added, updated, removed, unchanged } = result.entries;
        const where = 'global' in target ? 'global catalog' : `catalog of company ${target.companyId} (${target.mode})`;
        print(
          result,
          `${result.created ? 'Created' : 'Updated'} ${where} "${result.catalog.name}" (${result.catalog.id}): ` +
            `${result.catalog.entry_count} entries (${added} added, ${updated} changed, ${removed} removed, ${unchanged} unchanged).`,
        );
      } catch (error) {
        if (error instanceof CatalogFileError) throw new UsageError(error.message);
        throw error;
      }
    },
  },
];
