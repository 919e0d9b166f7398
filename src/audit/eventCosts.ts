/**
 * Events: the cost stored on each event (what its ingest answered) against the charges it was
 * rated into and the usage entries drawn for it, per denomination; then, per company, mode and
 * denomination, every event cost against every usage entry that names an event, which also
 * catches draws whose event does not exist.
 *
 * Reads events in id order, a batch at a time, and each batch's usage entries through
 * `ledger_entries_event` (event_id).
 */
import { dec, formatDecimal, ZERO, type Decimal } from '../money/decimal.js';
import type { AuditDifference } from './types.js';
import type { Db } from '../db/scope.js';

const BATCH = 500;

interface Total {
  companyId: string;
  mode: string;
  denomination: string;
  cost: Decimal;
  usage: Decimal;
}

type Sums = Map<string, Decimal>;

function add(sums: Sums, key: string, amount: Decimal): void {
  sums.set(key, (sums.get(key) ?? ZERO).plus(amount));
}

/** "company:mode:code" -> pricing unit id, to read the codes stored in cost items. */
async function pricingUnitIds(db: Db): Promise<Map<string, string>> {
  const units = await db.selectFrom('pricing_units').select(['id', 'company_id', 'mode', 'code']).execute();
  return new Map(units.map((u) => [`${u.company_id}:${u.mode}:${u.code}`, u.id]));
}

/** The stored cost list as sums per denomination key, or null when it cannot be read. */
function costSums(cost: string, companyId: string, mode: string, unitIds: Map<string, string>): Sums | null {
  let items: unknown;
  try {
    items = JSON.parse(cost);
  } catch {
    return null;
  }
  if (!Array.isArray(items)) return null;
  const sums: Sums = new Map();
  for (const item of items as Array<Record<string, unknown>>) {
    const amount = typeof item?.amount === 'string' ? item.amount : null;
    let key: string | null = null;
    if (item?.account_type === 'currency' && typeof item.currency_code === 'string') key = `currency:${item.currency_code}`;
    if (item?.account_type === 'pricing_unit' && typeof item.pricing_unit_code === 'string') {
      const id = unitIds.get(`${companyId}:${mode}:${item.pricing_unit_code}`);
      key = id ? `pricing_unit:${id}` : null;
    }
    if (amount === null || key === null) return null;
    try {
      add(sums, key, dec(amount));
    } catch {
      return null;
    }
  }
  return sums;
}

function chargeKey(charge: { account_type: string; currency_code: string | null; pricing_unit_id: string | null }): string {
  return charge.account_type === 'currency' ? `currency:${charge.currency_code ?? ''}` : `pricing_unit:${charge.pricing_unit_id ?? ''}`;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export async function auditEventCosts(db: Db): Promise<{ checked: number; differences: AuditDifference[] }> {
  const unitIds = await pricingUnitIds(db);
  const differences: AuditDifference[] = [];
  const totals = new Map<string, Total>();
  const total = (companyId: string, mode: string, denomination: string): Total => {
    const key = `${companyId}:${mode}:${denomination}`;
    let found = totals.get(key);
    if (!found) {
      found = { companyId, mode, denomination, cost: ZERO, usage: ZERO };
      totals.set(key, found);
    }
    return found;
  };

  let checked = 0;
  let after = '';
  for (;;) {
    const events = await db
      .selectFrom('events')
      .select(['id', 'company_id', 'mode', 'customer_id', 'cost'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (events.length === 0) break;
    const ids = events.map((e) => e.id);
    const charges = await db
      .selectFrom('event_charges')
      .select(['event_id', 'account_type', 'currency_code', 'pricing_unit_id', 'amount'])
      .where('event_id', 'in', ids)
      .execute();
    const draws = await db
      .selectFrom('ledger_entries')
      .innerJoin('wallets', 'wallets.id', 'ledger_entries.wallet_id')
      .select(['ledger_entries.id', 'ledger_entries.event_id', 'ledger_entries.amount', 'wallets.denomination_key', 'wallets.customer_id'])
      .where('ledger_entries.kind', '=', 'usage')
      .where('ledger_entries.event_id', 'in', ids)
      .execute();
    const chargesOf = groupBy(charges, (c) => c.event_id);
    const drawsOf = groupBy(draws, (d) => d.event_id ?? '');

    for (const event of events) {
      checked += 1;
      const cost = costSums(event.cost, event.company_id, event.mode, unitIds);
      if (!cost) {
        differences.push({ check: 'event_cost_unreadable', companyId: event.company_id, subject: `event ${event.id}`, recorded: event.cost, recomputed: 'a list of cost items' });
        continue;
      }
      const charged: Sums = new Map();
      for (const charge of chargesOf.get(event.id) ?? []) add(charged, chargeKey(charge), dec(charge.amount));
      const drawn: Sums = new Map();
      for (const draw of drawsOf.get(event.id) ?? []) {
        add(drawn, draw.denomination_key, dec(draw.amount).negated());
        if (draw.customer_id !== event.customer_id) {
          differences.push({
            check: 'event_wallet',
            companyId: event.company_id,
            subject: `event ${event.id} ledger entry ${draw.id}`,
            recorded: `customer ${event.customer_id}`,
            recomputed: `drawn from a wallet of customer ${draw.customer_id}`,
          });
        }
      }
      for (const denomination of new Set([...cost.keys(), ...charged.keys(), ...drawn.keys()])) {
        const recorded = cost.get(denomination) ?? ZERO;
        const subject = `event ${event.id} ${denomination}`;
        const fromCharges = charged.get(denomination) ?? ZERO;
        const fromLedger = drawn.get(denomination) ?? ZERO;
        if (!recorded.eq(fromCharges)) {
          differences.push({ check: 'event_charges', companyId: event.company_id, subject, recorded: formatDecimal(recorded), recomputed: formatDecimal(fromCharges) });
        }
        if (!recorded.eq(fromLedger)) {
          differences.push({ check: 'event_usage', companyId: event.company_id, subject, recorded: formatDecimal(recorded), recomputed: formatDecimal(fromLedger) });
        }
        const sum = total(event.company_id, event.mode, denomination);
        sum.cost = sum.cost.plus(recorded);
      }
    }
    after = ids[ids.length - 1] ?? after;
    if (events.length < BATCH) break;
  }

  let afterEntry = '';
  for (;;) {
    const entries = await db
      .selectFrom('ledger_entries')
      .innerJoin('wallets', 'wallets.id', 'ledger_entries.wallet_id')
      .select(['ledger_entries.id', 'ledger_entries.company_id', 'ledger_entries.mode', 'ledger_entries.amount', 'wallets.denomination_key'])
      .where('ledger_entries.kind', '=', 'usage')
      .where('ledger_entries.event_id', 'is not', null)
      .where('ledger_entries.id', '>', afterEntry)
      .orderBy('ledger_entries.id')
      .limit(BATCH * 4)
      .execute();
    for (const entry of entries) {
      const sum = total(entry.company_id, entry.mode, entry.denomination_key);
      sum.usage = sum.usage.minus(dec(entry.amount));
    }
    const last = entries[entries.length - 1];
    if (!last || entries.length < BATCH * 4) break;
    afterEntry = last.id;
  }
  for (const sum of totals.values()) {
    if (!sum.cost.eq(sum.usage)) {
      differences.push({
        check: 'usage_total',
        companyId: sum.companyId,
        subject: `${sum.mode} ${sum.denomination}: all event costs`,
        recorded: formatDecimal(sum.cost),
        recomputed: formatDecimal(sum.usage),
      });
    }
  }
  return { checked, differences };
}
