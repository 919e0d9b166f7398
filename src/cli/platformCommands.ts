/** `meterline serve | migrate | company create|show|update | key create|list|revoke`. */
import { systemClock } from '../clock.js';
import { migrateToLatest } from '../db/migrate.js';
import { openStore, type Store } from '../db/store.js';
import type { Config } from '../config.js';
import type { Mode } from '../kernel/mode.js';
import { createApiKey, createCompany, findCompany, listApiKeys, PlatformError, revokeApiKey, UNMATCHED_EVENTS, updateCompany, type Company, type UnmatchedEvents } from '../modules/platform/index.js';
import { loadShippedCatalogs } from '../modules/catalogs/index.js';
import { optionalFlag, requireFlag, UsageError } from './args.js';
import type { Command } from './command.js';

/** Opens the configured store, brings it up to date, runs `work`, and closes it. */
export async function withStore<T>(config: Config, work: (store: Store) => Promise<T>): Promise<T> {
  const store = openStore(config.databaseUrl, { poolSize: 2 });
  try {
    await migrateToLatest(store);
    return await work(store);
  } finally {
    await store.close();
  }
}

function parseMode(value: string): Mode {
  if (value !== 'test' && value !== 'live') throw new UsageError('--mode must be test or live');
  return value;
}

function parseUnmatchedEvents(value: string): UnmatchedEvents {
  const known = UNMATCHED_EVENTS.find((v) => v === value);
  if (!known) throw new UsageError(`--unmatched-events must be ${UNMATCHED_EVENTS.join(' or ')}`);
  return known;
}

/** The company in words: what `company create|show|update` print without --json. */
function companyWords(company: Company): string {
  const unmatched = company.unmatched_events === 'reject' ? 'reject (refused as EVENT_NOT_METERED)' : 'accept (stored with no cost)';
  return [
    `${company.name} (${company.id})`,
    `  time zone          ${company.timezone}`,
    `  invoice prefix     ${company.invoice_prefix}`,
    `  rate limit         ${company.rate_limit_per_window ?? 'server default'}`,
    `  unmatched events   ${unmatched}`,
    `  after retries      ${company.past_due_after_retries === 'cancel' ? 'cancel (a renewal whose retries all failed cancels the subscription)' : 'keep_past_due (the subscription stays past_due)'}`,
  ].join('\n');
}

function companyIdOf(positionals: string[], command: string): string {
  const id = positionals[2];
  if (!id) throw new UsageError(`${command} needs the company id`);
  return id;
}

export const platformCommands: Command[] = [
  {
    words: ['serve'],
    usage: 'serve                                   run the API server (PORT, HOST, DATABASE_URL)',
    async run({ config }) {
      // The server (the whole app) is imported only to serve: every other command starts in a fraction of the time.
      const { startServer } = await import('../server.js');
      await startServer(config);
    },
  },
  {
    words: ['migrate'],
    usage: 'migrate [--json]                        apply pending migrations',
    async run({ config, print }) {
      const store = openStore(config.databaseUrl, { poolSize: 2 });
      try {
        const applied = await migrateToLatest(store);
        await loadShippedCatalogs(store.db, systemClock);
        print({ applied }, applied.length ? `Applied ${applied.join(', ')}.` : 'Database is up to date.');
      } finally {
        await store.close();
      }
    },
  },
  {
    words: ['company', 'create'],
    usage: 'company create --name NAME [--timezone TZ] [--rate-limit N] [--unmatched-events accept|reject] [--json]',
    async run({ config, args, print }) {
      const name = requireFlag(args, 'name');
      const timezone = optionalFlag(args, 'timezone');
      const rateLimit = optionalFlag(args, 'rate-limit');
      if (rateLimit !== undefined && !/^\d+$/.test(rateLimit)) throw new UsageError('--rate-limit must be a whole number');
      const unmatched = optionalFlag(args, 'unmatched-events');
      const unmatchedEvents = unmatched === undefined ? undefined : parseUnmatchedEvents(unmatched);
      const company = await withStore(config, (store) =>
        createCompany(store.db, systemClock, {
          name,
          ...(timezone ? { timezone } : {}),
          ...(rateLimit ? { rateLimitPerWindow: Number(rateLimit) } : {}),
          ...(unmatchedEvents ? { unmatchedEvents } : {}),
        }),
      );
      print(company, `Created company ${company.name} (${company.id}), time zone ${company.timezone}, unmatched events: ${company.unmatched_events}.`);
    },
  },
  {
    words: ['company', 'show'],
    usage: 'company show COMPANY_ID [--json]',
    async run({ config, args, print }) {
      const id = companyIdOf(args.positionals, 'company show');
      const company = await withStore(config, (store) => findCompany(store.db, id));
      if (!company) throw new PlatformError(`No company ${id}`, 'NOT_FOUND');
      print(company, companyWords(company));
    },
  },
  {
    words: ['company', 'update'],
    usage:
      'company update COMPANY_ID [--unmatched-events accept|reject] [--past-due-after-retries keep_past_due|cancel] [--json]   reject: refuse events no fee meters (EVENT_NOT_METERED); cancel: cancel a subscription whose renewal retries all failed',
    async run({ config, args, print }) {
      const id = companyIdOf(args.positionals, 'company update');
      const unmatched = optionalFlag(args, 'unmatched-events');
      const afterRetries = optionalFlag(args, 'past-due-after-retries');
      if (unmatched === undefined && afterRetries === undefined) {
        throw new UsageError('company update needs a setting to change: --unmatched-events accept|reject or --past-due-after-retries keep_past_due|cancel');
      }
      const input = { ...(unmatched === undefined ? {} : { unmatchedEvents: parseUnmatchedEvents(unmatched) }), ...(afterRetries === undefined ? {} : { pastDueAfterRetries: afterRetries }) };
      const company = await withStore(config, (store) => updateCompany(store.db, systemClock, id, input));
      print(company, `Updated company ${company.name} (${company.id}).\n${companyWords(company)}`);
    },
  },
  {
    words: ['key', 'create'],
    usage: 'key create --company ID --mode test|live [--name N] [--json]',
    async run({ config, args, print }) {
      const companyId = requireFlag(args, 'company');
      const mode = parseMode(requireFlag(args, 'mode'));
      const name = optionalFlag(args, 'name') ?? null;
      const key = await withStore(config, (store) => createApiKey(store.db, systemClock, { companyId, mode, name }));
      print(
        { id: key.id, key: key.key, mode: key.mode, name: key.name, company_id: key.company_id, created_at: key.created_at },
        `Created ${key.mode} key ${key.id}:\n\n  ${key.key}\n\nStore it now: it is not shown again.`,
      );
    },
  },
  {
    words: ['key', 'list'],
    usage: 'key list --company ID [--json]',
    async run({ config, args, print }) {
      const companyId = requireFlag(args, 'company');
      const keys = await withStore(config, (store) => listApiKeys(store.db, companyId));
      const lines = keys.map((k) => `${k.id}  ${k.mode.padEnd(4)}  ${k.prefix}...  ${k.revoked_at ? `revoked ${k.revoked_at}` : 'active'}  last used ${k.last_used_at ?? 'never'}  ${k.name ?? ''}`);
      print(keys, lines.length ? lines.join('\n') : 'No keys.');
    },
  },
  {
    words: ['key', 'revoke'],
    usage: 'key revoke KEY_ID [--json]             refused by every node within 5 seconds',
    async run({ config, args, print }) {
      const keyId = args.positionals[2];
      if (!keyId) throw new UsageError('key revoke needs the key id');
      const key = await withStore(config, (store) => revokeApiKey(store.db, systemClock, keyId));
      print(key, `Revoked key ${key.id} at ${key.revoked_at ?? ''}.`);
    },
  },
];
