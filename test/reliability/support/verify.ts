/**
 * What "nothing acknowledged is lost and nothing is charged twice" means, checked in SQL against
 * the store after the faults: each key stored exactly once under the usage_id every success
 * answer gave (a single answer or an event's result inside a batch answer), its event drawn
 * PRICE once; each customer charged PRICE per stored event, no more; and the ledger audit clean.
 */
import type { Kysely } from 'kysely';
import { runAudit } from '../../../src/audit/index.js';
import type { AuditDifference } from '../../../src/audit/index.js';
import type { Database } from '../../../src/db/schema.js';
import { dec, formatDecimal, sum, type Decimal } from '../../../src/money/decimal.js';
import { keyedEvents, type AnswerBook, type LoadRequest } from './load.js';
import { GRANT, PRICE } from './world.js';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Problems with the keys of `requests` (singles, and every event inside a batch): missing, stored
 * twice, answered with another usage_id, inserted twice, or its event not drawn exactly PRICE.
 */
export async function keyProblems(db: Kysely<Database>, companyId: string, requests: readonly LoadRequest[], book: AnswerBook): Promise<string[]> {
  const events = keyedEvents(requests);
  const stored = new Map<string, string[]>();
  for (const part of chunks(events.map((r) => r.key), 500)) {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'idempotency_key'])
      .where('company_id', '=', companyId)
      .where('mode', '=', 'test')
      .where('idempotency_key', 'in', part)
      .execute();
    for (const row of rows) stored.set(row.idempotency_key, [...(stored.get(row.idempotency_key) ?? []), row.id]);
  }
  const drawn = new Map<string, Decimal>();
  for (const part of chunks([...stored.values()].flat(), 500)) {
    const rows = await db
      .selectFrom('ledger_entries')
      .select(['event_id', 'amount'])
      .where('company_id', '=', companyId)
      .where('kind', '=', 'usage')
      .where('event_id', 'in', part)
      .execute();
    for (const row of rows) drawn.set(row.event_id ?? '', (drawn.get(row.event_id ?? '') ?? dec(0)).minus(dec(row.amount)));
  }
  const problems: string[] = [];
  for (const { key } of events) {
    const ids = stored.get(key) ?? [];
    for (const id of ids) {
      const charged = drawn.get(id) ?? dec(0);
      if (!charged.eq(PRICE)) problems.push(`${key}: event ${id} drawn ${formatDecimal(charged)}, expected ${PRICE}`);
    }
    if (ids.length !== 1) problems.push(`${key}: stored ${ids.length} times`);
    const answers = book.answers.get(key) ?? [];
    const successes = answers.filter((a) => a.status === 200 && (a.ingest === 'inserted' || a.ingest === 'duplicate'));
    if (successes.length === 0) problems.push(`${key}: never answered with success`);
    for (const answer of successes) if (answer.usageId !== ids[0]) problems.push(`${key}: answered usage_id ${answer.usageId}, stored ${ids[0]}`);
    if (answers.filter((a) => a.ingest === 'inserted').length > 1) problems.push(`${key}: answered "inserted" more than once`);
  }
  return problems;
}

/** Every customer's balance is GRANT - PRICE x its stored events, and the usage draws total PRICE x all events. */
export async function chargeProblems(db: Kysely<Database>, companyId: string, customers: readonly string[]): Promise<string[]> {
  const counts = await db
    .selectFrom('events')
    .select(['customer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .groupBy('customer_id')
    .execute();
  const eventsOf = new Map(counts.map((c) => [c.customer_id, Number(c.n)]));
  const wallets = await db.selectFrom('wallets').select(['customer_id', 'balance']).where('company_id', '=', companyId).execute();
  const balanceOf = new Map(wallets.map((w) => [w.customer_id, w.balance]));
  const problems: string[] = [];
  for (const customer of customers) {
    const expected = dec(GRANT).minus(dec(PRICE).times(eventsOf.get(customer) ?? 0));
    const found = balanceOf.get(customer);
    if (found === undefined || !dec(found).eq(expected)) problems.push(`${customer}: balance ${found}, expected ${formatDecimal(expected)}`);
  }
  const usage = await db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'usage')
    .execute();
  const totalEvents = [...eventsOf.values()].reduce((a, b) => a + b, 0);
  const drawn = sum(usage.map((u) => dec(u.amount))).negated();
  if (!drawn.eq(dec(PRICE).times(totalEvents))) problems.push(`usage entries total ${formatDecimal(drawn)}, expected ${PRICE * totalEvents}`);
  return problems;
}

export async function auditDifferences(db: Kysely<Database>): Promise<AuditDifference[]> {
  return (await runAudit(db)).differences;
}
