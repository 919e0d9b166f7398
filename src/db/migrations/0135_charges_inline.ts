/**
 * An event's charges stored inline in its row (issue 33): `events.charges`, a JSON array of charge
 * lines (modules/ingest/chargeLines.ts), replaces the `event_charges` table, and `event_charges`
 * becomes a view that expands the lines into the rows the table held, with the event's company,
 * mode, customer, instant and creation beside each. Readers of charges read the view as they read
 * the table; the billing engine attaches an invoice by rewriting the event's lines.
 *
 * Why: every ingested event wrote about two charge rows, each into the table's B-tree, its key's
 * index, `event_charges_event` and `event_charges_scope_time`, with most of its columns copied from
 * the event. `npm run bench:storage` (SQLite, 50,000-event store, transactions of 200 events as the
 * batch leg commits them, two runs each): 82 and 86 us of CPU per event with the charge rows, 65 and
 * 66 with the charges inline and no index of their own. One index takes the charges' place:
 * `events_charged_time` (company, mode, timestamp; events with charges only) answers the usage
 * summary of every customer (the dashboard's overview) and a fee's last charged instant, which
 * `event_charges_scope_time` answered; an event enters it near its end, like the index it replaces,
 * once per event instead of once per charge. It is partial, and the view asks for `charges is not
 * null`, so that only reads of charges can take it: a close's read of one customer's pending events
 * (company, mode, customer, pending, instant) must not be offered the company's whole run by time,
 * which PostgreSQL without table statistics priced the same on a small table.
 *
 * Backfill: each event's charges, in id order (the order ingest made them), their nulls left out.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const LINE_FIELDS = [
  'id',
  'subscription_id',
  'plan_id',
  'fee_id',
  'plan_catalog_id',
  'catalog_entry_key',
  'product_id',
  'account_type',
  'currency_code',
  'pricing_unit_id',
  'quantity',
  'amount',
  'cost_amount',
  'cost_currency_code',
  'invoice_id',
] as const;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A line field of the view: the JSON member of `j.value` on each store, as text. */
function member(postgres: boolean, field: string): string {
  return postgres ? `j.value ->> '${field}'` : `json_extract(j.value, '$.${field}')`;
}

/** The view over the lines; column for column the table it replaces. */
function viewSql(postgres: boolean): string {
  const line = (field: string) => `${member(postgres, field)} as ${field}`;
  const lines = postgres ? 'cross join lateral jsonb_array_elements(e.charges::jsonb) as j(value)' : 'join json_each(e.charges) as j';
  return `create view event_charges as select
    ${line('id')}, e.company_id as company_id, e.mode as mode, e.id as event_id, e.customer_id as customer_id,
    ${LINE_FIELDS.filter((field) => field !== 'id' && field !== 'invoice_id').map(line).join(', ')},
    e.timestamp as event_timestamp, e.created_at as created_at, ${line('invoice_id')}
    from events e ${lines} where e.charges is not null`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('events').addColumn('charges', 'text').execute();
  const pairs = LINE_FIELDS.map((field) => `'${field}', c.${field}`).join(', ');
  if (postgres) {
    await sql
      .raw(
        `update events e set charges = l.lines from (
          select c.event_id, json_agg(json_strip_nulls(json_build_object(${pairs})) order by c.id)::text as lines
          from event_charges c group by c.event_id
        ) l where e.id = l.event_id`,
      )
      .execute(db);
  } else {
    // json_patch onto {} leaves out the members that are null (a merge patch's null removes).
    await sql
      .raw(
        `update events set charges = (
          select json_group_array(json(json_patch('{}', json_object(${pairs}))) order by c.id) from event_charges c where c.event_id = events.id
        ) where exists (select 1 from event_charges c where c.event_id = events.id)`,
      )
      .execute(db);
  }
  await db.schema.dropTable('event_charges').execute();
  await sql.raw(viewSql(postgres)).execute(db);
  await db.schema.createIndex('events_charged_time').on('events').columns(['company_id', 'mode', 'timestamp']).where(sql.ref('charges'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_charged_time').execute();
  await db.schema
    .createTable('event_charges_rows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('fee_id', 'text')
    .addColumn('plan_catalog_id', 'text')
    .addColumn('catalog_entry_key', 'text')
    .addColumn('product_id', 'text')
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('pricing_unit_id', 'text')
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('cost_amount', 'text')
    .addColumn('cost_currency_code', 'text')
    .addColumn('event_timestamp', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text')
    .execute();
  await sql.raw('insert into event_charges_rows select * from event_charges').execute(db);
  await sql.raw('drop view event_charges').execute(db);
  await sql.raw('alter table event_charges_rows rename to event_charges').execute(db);
  await db.schema.createIndex('event_charges_event').on('event_charges').columns(['event_id']).execute();
  await db.schema.createIndex('event_charges_invoice').on('event_charges').columns(['invoice_id']).where(sql.ref('invoice_id'), 'is not', null).execute();
  await db.schema.createIndex('event_charges_scope_time').on('event_charges').columns(['company_id', 'mode', 'event_timestamp']).execute();
  await db.schema.alterTable('events').dropColumn('charges').execute();
}
