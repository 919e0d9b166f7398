/**
 * Usage charges against invoices (issue 12, item 1): every usage charge is in its subscription's
 * open period, waiting for the subscription's next invoice, or on exactly one invoice (which may
 * since have been voided or marked uncollectible: written off), never nowhere.
 *
 * - A charge records its one invoice (`event_charges.invoice_id`): that invoice must exist, in
 *   the charge's company and mode, and bill the charge's subscription (`usage_invoice`).
 * - A charge without invoice, stamped before its subscription's last close, that was stored
 *   before an engine invoice of the subscription closing a period after its instant was issued,
 *   was left behind by that close: nowhere (`usage_not_invoiced`). (A charge stored after the last
 *   close waits for the next invoice, which takes every charge not yet invoiced.)
 * - An event is pending (`events.invoice_pending` 1) exactly while some charge of it is on no
 *   invoice: a close finds its charges through the pending events, so a charge without invoice
 *   under an event marked 0 would never be billed (`event_invoice_pending`).
 */
import { sql } from 'kysely';
import type { AuditDifference } from './types.js';
import type { Db } from '../db/scope.js';

export async function auditUsageInvoiced(db: Db): Promise<{ checked: number; differences: AuditDifference[] }> {
  const differences: AuditDifference[] = [];
  const counted = await db.selectFrom('event_charges').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();

  const misplaced = await db
    .selectFrom('event_charges as c')
    .leftJoin('invoices as i', (join) => join.onRef('i.id', '=', 'c.invoice_id').onRef('i.company_id', '=', 'c.company_id').onRef('i.mode', '=', 'c.mode'))
    .select(['c.id', 'c.company_id', 'c.invoice_id', 'c.subscription_id', 'i.id as found', 'i.subscription_id as invoice_subscription'])
    .where('c.invoice_id', 'is not', null)
    .where((eb) => eb.or([eb('i.id', 'is', null), eb('i.subscription_id', 'is', null), eb('i.subscription_id', '!=', eb.ref('c.subscription_id'))]))
    .execute();
  for (const row of misplaced) {
    differences.push({
      check: 'usage_invoice',
      companyId: row.company_id,
      subject: `charge ${row.id}`,
      recorded: `invoice ${row.invoice_id ?? ''}`,
      recomputed: row.found === null ? 'no such invoice' : `an invoice of subscription ${row.invoice_subscription ?? 'none'}, not ${row.subscription_id}`,
    });
  }

  // Left behind: not invoiced, yet an engine invoice of its subscription, issued after the charge
  // was stored, closed a span ending after the charge's instant (every close takes them all).
  const behind = await db
    .selectFrom('event_charges as c')
    .select(['c.id', 'c.company_id', 'c.subscription_id', 'c.event_timestamp'])
    .where('c.invoice_id', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoices as i')
          .select('i.id')
          .whereRef('i.company_id', '=', 'c.company_id')
          .whereRef('i.mode', '=', 'c.mode')
          .whereRef('i.subscription_id', '=', 'c.subscription_id')
          .where('i.source_ref', 'like', sql<string>`c.subscription_id || ':%'`)
          .whereRef('i.period_end', '>', 'c.event_timestamp')
          .whereRef('i.created_at', '>', 'c.created_at')
          // ...and closed it: the engine has billed through the invoice's end (not an opening invoice of a period still running).
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('billing_states as b')
                .select('b.subscription_id')
                .whereRef('b.subscription_id', '=', 'c.subscription_id')
                .whereRef('i.period_end', '<=', 'b.billed_through'),
            ),
          ),
      ),
    )
    .execute();
  for (const row of behind) {
    differences.push({
      check: 'usage_not_invoiced',
      companyId: row.company_id,
      subject: `charge ${row.id} (subscription ${row.subscription_id}, stamped ${row.event_timestamp})`,
      recorded: 'on no invoice',
      recomputed: 'on the invoice that closed its period',
    });
  }

  const waiting = sql<number>`case when exists (select 1 from event_charges c where c.event_id = e.id and c.invoice_id is null) then 1 else 0 end`;
  const mismarked = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.company_id', 'e.invoice_pending'])
    .where(sql<boolean>`e.invoice_pending <> ${waiting}`)
    .execute();
  for (const row of mismarked) {
    differences.push({
      check: 'event_invoice_pending',
      companyId: row.company_id,
      subject: `event ${row.id}`,
      recorded: `invoice_pending ${row.invoice_pending}`,
      recomputed: row.invoice_pending === 1 ? 'every charge on an invoice: 0' : 'a charge on no invoice: 1',
    });
  }
  return { checked: Number(counted?.n ?? 0), differences };
}
