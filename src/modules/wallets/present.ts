/**
 * Grant rows as the API returns them, the credit_grant.* webhook events that carry them, and a
 * grant's standing as the dashboard and the portal print it.
 *
 * One answer for a grant's status (issue 26, item 4): the API, the dashboard and the portal all
 * take it from grantStandingAt, read at the scope's now (a test mode's test clock). The contract's
 * statuses are `pending`, `active`, `voided`, with no `expired`: a grant whose `expires_at` is at or
 * before now keeps status `active` (what the store holds once the expiry is recorded), with
 * balance "0", and says it expired through its expiry ("Expired 27 Dec 2026" on both pages). Before,
 * the portal printed "Expired" (and "Used up") as the status while the API and dashboard said active.
 */
import type { DbContext } from '../../db/context.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import { grantBalanceAt } from './balances.js';
import { isExpiredAt } from './burnDown.js';
import type { CreditGrant } from './schemas.js';
import type { CreditGrantStatus, CreditGrantTable } from './tables.js';

const STATUS_WORDS: Record<CreditGrantStatus, string> = { pending: 'Pending', active: 'Active', voided: 'Voided' };

/** A grant's standing at `at`: its contract status, that status in words, and whether its expiry has passed. */
export interface GrantStanding {
  status: CreditGrantStatus;
  label: string;
  expired: boolean;
}

/** The one answer to "what is this grant's status" (see the header); `at` is the scope's now. */
export function grantStandingAt(grant: { status: CreditGrantStatus; expires_at: string | null }, at: Date): GrantStanding {
  return { status: grant.status, label: STATUS_WORDS[grant.status], expired: isExpiredAt(grant.expires_at, at) };
}

/** The contract's credit grant; `balance` is what is left at `at` (an expired grant shows "0"). */
export function toCreditGrant(row: CreditGrantTable, at: Date): CreditGrant {
  return {
    id: row.id,
    customer_id: row.customer_id,
    subscription_id: row.subscription_id,
    account_type: row.account_type,
    pricing_unit_id: row.pricing_unit_id,
    currency_code: row.currency_code,
    name: row.name,
    amount: row.amount,
    balance: grantBalanceAt(row, at),
    status: grantStandingAt(row, at).status,
    expires_at: row.expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Records a credit_grant.* event in the transaction of the change (webhooks' outbox). */
export async function recordGrantEvent(
  ctx: DbContext,
  type: 'credit_grant.created' | 'credit_grant.expired' | 'credit_grant.voided',
  grant: CreditGrantTable,
): Promise<void> {
  await recordWebhookEvent(ctx, type, toCreditGrant(grant, ctx.now));
}
