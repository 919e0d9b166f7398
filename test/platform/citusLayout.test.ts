/**
 * The layout Citus needs to spread one PostgreSQL over several (DESIGN section 12, docs/scale.md),
 * checked on the migrated schema of both stores through their own catalogs (schemaCatalog.ts):
 * - only the tables named below as reference or coordinator tables are global; every other table
 *   is per-company and carries a non-null `company_id` (the distribution column);
 * - a per-company table's primary key and every unique index include `company_id` (Citus refuses
 *   a unique constraint without the distribution column);
 * - a foreign key between per-company tables includes `company_id` on both sides (co-located
 *   shards only), and a reference table's foreign keys point at reference tables only;
 * - no per-company table takes its key from a sequence shared by every company;
 * - docs/scale.md's distribution script names every table as this file classifies it.
 *
 * Today's schema breaks these rules in 40 of its 44 per-company tables, the ingest hot path among
 * them (events, ledger_entries, wallets, credit_grants): their keys are a bare `id`. (An event's
 * charges are inline in its row: `event_charges` is a view, not a table.)
 * Restructuring them is its own piece of work, so KNOWN_EXCEPTIONS lists each table's breaks
 * exactly and what it needs. The test fails when a table breaks a rule it is not listed for (a new
 * table must be laid out right) and when a listed break is gone (shorten the list as you fix it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { readSchema, type TableLayout } from './schemaCatalog.js';

/** Global tables replicated to every node (`create_reference_table`): catalogs, and what a request reads before it knows its company. */
const REFERENCE_TABLES: Record<string, string> = {
  companies: 'the tenants themselves; every per-company row points at one',
  api_keys: 'a request learns its company from its key: looked up by key hash before any company is known',
  catalogs: 'the operator’s global catalogs (company_id null) beside company catalogs',
  catalog_entries: 'the entries of those catalogs',
  dashboard_users: 'signing in finds the user by e-mail, unique over all companies',
  dashboard_sessions: 'a dashboard request finds its session by token hash, then its company',
  dashboard_invites: 'an invite is opened by token hash before its company is known',
  dashboard_sign_in_failures: 'throttling by e-mail and address, across companies',
  stripe_events: 'Stripe event ids already handled, from the one platform webhook endpoint',
};

/** Tables left local to the coordinator: Kysely's own bookkeeping, read by migrations only. */
const COORDINATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface KnownException {
  /** The rules this table breaks today, exactly as `breaks()` words them. */
  breaks: string[];
  /** What the table needs before it can be distributed. */
  needs: string;
}

const PK = 'primary key (company_id, id), and every foreign key to it (company_id, ...)';

const KNOWN_EXCEPTIONS: Record<string, KnownException> = {
  // The ingest hot path.
  events: { breaks: ['primary key (id)'], needs: 'primary key (company_id, id) (or the integer key issue 33 proposes, after company_id)' },
  ledger_entries: {
    breaks: ['primary key (id)', 'foreign key (grant_id) -> credit_grants(id)'],
    needs: `${PK}; foreign key (company_id, grant_id)`,
  },
  wallets: { breaks: ['primary key (id)', 'foreign key (customer_id) -> customers(id)', 'foreign key (pricing_unit_id) -> pricing_units(id)'], needs: `${PK}; foreign keys (company_id, customer_id), (company_id, pricing_unit_id)` },
  credit_grants: {
    breaks: ['primary key (id)', 'unique (wallet_id, source_ref)', 'foreign key (customer_id) -> customers(id)', 'foreign key (subscription_id) -> subscriptions(id)', 'foreign key (wallet_id) -> wallets(id)'],
    needs: `${PK}; unique (company_id, wallet_id, source_ref); foreign keys (company_id, customer_id), (company_id, subscription_id), (company_id, wallet_id)`,
  },
  rating_config_versions: {
    breaks: ['no company_id'],
    needs: 'company_id and mode columns, primary key (company_id, mode) in place of scope_key; the operator’s `global` row, locked FOR SHARE by every batch, moves to a reference table or its changes bump every company’s row',
  },
  // Holds and limits, read and written beside ingest.
  reservations: { breaks: ['primary key (id)', 'foreign key (wallet_id) -> wallets(id)'], needs: `${PK}; foreign key (company_id, wallet_id)` },
  hold_entries: { breaks: ['primary key (id)', 'unique (reservation_id, kind)'], needs: `${PK}; unique (company_id, reservation_id, kind)` },
  overdraft_limits: { breaks: ['primary key (id)'], needs: PK },
  balance_alerts: { breaks: ['primary key (id)'], needs: PK },
  auto_top_ups: { breaks: ['primary key (id)'], needs: PK },
  auto_top_up_runs: { breaks: ['primary key (id)', 'foreign key (auto_top_up_id) -> auto_top_ups(id)'], needs: `${PK}; foreign key (company_id, auto_top_up_id)` },
  // Customers, plans and what prices an event.
  customers: { breaks: ['primary key (id)'], needs: PK },
  subscriptions: { breaks: ['primary key (id)'], needs: PK },
  subscription_plan_phases: { breaks: ['primary key (subscription_id, ended_at)', 'foreign key (subscription_id) -> subscriptions(id)'], needs: 'primary key (company_id, subscription_id, ended_at); foreign key (company_id, subscription_id)' },
  plans: { breaks: ['primary key (id)'], needs: PK },
  plan_fees: {
    breaks: ['primary key (id)', 'foreign key (plan_id) -> plans(id)', 'foreign key (price_id) -> prices(id)', 'foreign key (product_id) -> products(id)'],
    needs: `${PK}; foreign keys (company_id, plan_id), (company_id, price_id), (company_id, product_id)`,
  },
  plan_catalogs: { breaks: ['primary key (id)', 'unique (plan_id, catalog_id)', 'foreign key (plan_id) -> plans(id)'], needs: `${PK}; unique (company_id, plan_id, catalog_id); foreign key (company_id, plan_id) (catalog_id points at a reference table: fine)` },
  products: { breaks: ['primary key (id)'], needs: PK },
  prices: { breaks: ['primary key (id)', 'foreign key (pricing_unit_id) -> pricing_units(id)', 'foreign key (product_id) -> products(id)'], needs: `${PK}; foreign keys (company_id, pricing_unit_id), (company_id, product_id)` },
  pricing_units: { breaks: ['primary key (id)'], needs: PK },
  tax_rates: { breaks: ['primary key (id)'], needs: PK },
  conversion_rates: {
    breaks: ['primary key (id)', 'unique (pricing_unit_id, settlement_currency_code, <expression>)', 'foreign key (pricing_unit_id) -> pricing_units(id)'],
    needs: `${PK}; the open-series unique index led by company_id; foreign key (company_id, pricing_unit_id)`,
  },
  credit_packs: { breaks: ['primary key (id)', 'unique (plan_id, code)', 'foreign key (plan_id) -> plans(id)', 'foreign key (pricing_unit_id) -> pricing_units(id)'], needs: `${PK}; unique (company_id, plan_id, code); foreign keys (company_id, plan_id), (company_id, pricing_unit_id)` },
  credit_grant_policies: { breaks: ['primary key (id)', 'foreign key (plan_id) -> plans(id)', 'foreign key (pricing_unit_id) -> pricing_units(id)'], needs: `${PK}; foreign keys (company_id, plan_id), (company_id, pricing_unit_id)` },
  fee_period_quantities: { breaks: ['primary key (id)'], needs: PK },
  // Billing and invoices.
  billing_states: { breaks: ['primary key (subscription_id)', 'foreign key (subscription_id) -> subscriptions(id)'], needs: 'primary key (company_id, subscription_id); foreign key (company_id, subscription_id)' },
  billing_problems: { breaks: ['primary key (subscription_id)'], needs: 'primary key (company_id, subscription_id)' },
  credit_notes: { breaks: ['primary key (id)', 'foreign key (invoice_id) -> invoices(id)'], needs: `${PK}; foreign key (company_id, invoice_id)` },
  credit_note_lines: { breaks: ['primary key (id)', 'unique (credit_note_id, position)', 'foreign key (credit_note_id) -> credit_notes(id)'], needs: `${PK}; unique (company_id, credit_note_id, position); foreign key (company_id, credit_note_id)` },
  credit_note_refunds: { breaks: ['primary key (credit_note_id)'], needs: 'primary key (company_id, credit_note_id)' },
  coupons: { breaks: ['primary key (id)'], needs: PK },
  subscription_discounts: { breaks: ['primary key (id)', 'foreign key (coupon_id) -> coupons(id)'], needs: `${PK}; foreign key (company_id, coupon_id)` },
  invoices: {
    breaks: ['primary key (id)', 'unique (public_token)', 'foreign key (customer_id) -> customers(id)', 'foreign key (subscription_id) -> subscriptions(id)'],
    needs: `${PK}; unique (company_id, public_token), the hosted invoice URL carrying its company (or a token directory as a reference table); foreign keys (company_id, customer_id), (company_id, subscription_id)`,
  },
  invoice_line_items: { breaks: ['primary key (id)', 'unique (invoice_id, position)', 'foreign key (invoice_id) -> invoices(id)'], needs: `${PK}; unique (company_id, invoice_id, position); foreign key (company_id, invoice_id)` },
  invoice_collections: { breaks: ['primary key (invoice_id)'], needs: 'primary key (company_id, invoice_id)' },
  customer_balance_entries: { breaks: ['primary key (id)'], needs: PK },
  // Payments and hosted pages: a token or provider id finds the row before its company is known.
  link_payments: { breaks: ['primary key (id)'], needs: PK },
  payment_methods: { breaks: ['primary key (id)'], needs: PK },
  hosted_sessions: { breaks: ['primary key (session_id)'], needs: 'primary key (company_id, session_id); the provider’s webhook finds the company from the session’s metadata' },
  checkout_links: { breaks: ['primary key (id)', 'unique (token_hash)'], needs: `${PK}; unique (company_id, token_hash), the link's URL carrying its company (or a token directory as a reference table)` },
  signup_links: { breaks: ['primary key (id)', 'unique (token_hash)'], needs: `${PK}; unique (company_id, token_hash), the link's URL carrying its company (or a token directory as a reference table)` },
  portal_links: { breaks: ['primary key (id)', 'unique (token_hash)'], needs: `${PK}; unique (company_id, token_hash), the link's URL carrying its company (or a token directory as a reference table)` },
  // Webhooks.
  webhook_endpoints: { breaks: ['primary key (id)'], needs: PK },
  webhook_events: { breaks: ['primary key (id)'], needs: PK },
  webhook_deliveries: {
    breaks: ['primary key (seq)', 'unique (id)', 'sequence (seq)'],
    needs: 'primary key (company_id, id); delivery order by a per-endpoint or per-object counter (or created_at, id) in place of the global bigserial/AUTOINCREMENT seq',
  },
  webhook_attempts: { breaks: ['primary key (id)'], needs: PK },
};

const columns = (list: string[]): string => `(${list.join(', ')})`;

/** The rules a per-company table breaks, in words the exception list uses. */
function breaks(table: TableLayout, perCompany: Set<string>): string[] {
  if (!table.columns.includes('company_id')) return ['no company_id'];
  const found: string[] = [];
  if (table.nullable.includes('company_id')) found.push('company_id may be null');
  if (!table.primaryKey.includes('company_id')) found.push(`primary key ${columns(table.primaryKey)}`);
  for (const unique of table.uniqueIndexes) if (!unique.includes('company_id')) found.push(`unique ${columns(unique)}`);
  for (const fk of table.foreignKeys) {
    if (!perCompany.has(fk.references)) continue;
    const at = fk.columns.indexOf('company_id');
    if (at < 0 || fk.referencedColumns[at] !== 'company_id') found.push(`foreign key ${columns(fk.columns)} -> ${fk.references}${columns(fk.referencedColumns)}`);
  }
  for (const column of table.generated) found.push(`sequence (${column})`);
  return found.sort();
}

const isGlobal = (name: string): boolean => name in REFERENCE_TABLES || COORDINATOR_TABLES.includes(name);

/** Per-company table -> its breaks of the rules whose words start with one of `kinds`. */
function breaksOf(tables: TableLayout[], kinds: string[]): Record<string, string[]> {
  const perCompany = new Set(tables.filter((t) => !isGlobal(t.name)).map((t) => t.name));
  const found: Record<string, string[]> = {};
  for (const table of tables.filter((t) => perCompany.has(t.name))) {
    const matching = breaks(table, perCompany).filter((b) => kinds.some((k) => b.startsWith(k)));
    if (matching.length > 0) found[table.name] = matching;
  }
  return found;
}

function knownOf(kinds: string[]): Record<string, string[]> {
  const known: Record<string, string[]> = {};
  for (const [name, exception] of Object.entries(KNOWN_EXCEPTIONS)) {
    const matching = [...exception.breaks].sort().filter((b) => kinds.some((k) => b.startsWith(k)));
    if (matching.length > 0) known[name] = matching;
  }
  return known;
}

describeEachStore('the layout Citus needs (docs/scale.md)', (kind) => {
  let testStore: TestStore;
  let tables: TableLayout[];
  beforeAll(async () => {
    testStore = await createTestStore(kind);
    tables = await readSchema(testStore.store);
  });
  afterAll(() => testStore.drop());

  it('lists only tables that exist, and every per-company table has a non-null company_id', () => {
    const names = new Set(tables.map((t) => t.name));
    const listed = [...Object.keys(REFERENCE_TABLES), ...COORDINATOR_TABLES, ...Object.keys(KNOWN_EXCEPTIONS)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect(breaksOf(tables, ['no company_id', 'company_id may be null'])).toEqual(knownOf(['no company_id', 'company_id may be null']));
  });

  it('includes company_id in every per-company primary key and unique index', () => {
    expect(breaksOf(tables, ['primary key', 'unique'])).toEqual(knownOf(['primary key', 'unique']));
  });

  it('includes company_id in every foreign key between per-company tables, and reference tables point only at reference tables', () => {
    expect(breaksOf(tables, ['foreign key'])).toEqual(knownOf(['foreign key']));
    const fromReference = tables.filter((t) => t.name in REFERENCE_TABLES).flatMap((t) => t.foreignKeys.filter((fk) => !(fk.references in REFERENCE_TABLES)).map((fk) => `${t.name} -> ${fk.references}`));
    expect(fromReference).toEqual([]);
  });

  it('hands out no per-company key from a sequence shared by every company', () => {
    expect(breaksOf(tables, ['sequence'])).toEqual(knownOf(['sequence']));
  });

  it('names every table in docs/scale.md’s distribution script as it is classified here', () => {
    const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/scale.md'), 'utf8');
    const called = (fn: string): string[] => [...doc.matchAll(new RegExp(`${fn}\\('([a-z_]+)'`, 'g'))].map((m) => m[1] as string).sort();
    const perCompany = tables.filter((t) => !isGlobal(t.name)).map((t) => t.name).sort();
    expect(called('create_reference_table')).toEqual(Object.keys(REFERENCE_TABLES).sort());
    expect(called('create_distributed_table_concurrently')).toEqual(perCompany);
  });
});
