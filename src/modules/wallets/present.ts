/** Grant rows as the API returns them, and the credit_grant.* webhook events that carry them. */
import type { DbContext } from '../../db/context.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import { grantBalanceAt } from './balances.js';
import type { CreditGrant } from './schemas.js';
import type { CreditGrantTable } from './tables.js';

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
    status: row.status,
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
