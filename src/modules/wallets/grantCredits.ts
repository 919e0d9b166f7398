/**
 * grantCredits: adds a credit grant to the customer's wallet for its denomination, inside the
 * caller's transaction. The grant first repays any overdraft; it keeps the rest as its balance.
 * Idempotent on `sourceRef`: a second call with the same reference returns the first grant.
 *
 * Ledger: a `grant` entry for the whole amount on the grant; when it repays overdraft, a
 * `repayment` pair that nets to zero on the wallet (- on the grant, + on the overdraft), so the
 * grant's balance and the debt each stay the sum of their own entries.
 */
import type { TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { toIso } from '../../time.js';
import { repayOverdraft } from './burnDown.js';
import { lockWallet } from './lockWallet.js';
import * as repo from './repo.js';
import type { CreditGrantSource, CreditGrantTable } from './tables.js';
import { WalletChange } from './walletChange.js';
import { grantRolloverText, type GrantRollover } from './rollover.js';
import { recordGrantEvent } from './present.js';
import { alertsOfCustomers, firesAny, recordWalletEvents, type BalanceChange } from '../balanceAlerts/index.js';
import { denominationKey } from '../../money/denomination.js';

export interface GrantCreditsInput {
  customerId: string;
  subscriptionId: string | null;
  denomination: Denomination;
  name: string;
  /** Positive. */
  amount: Decimal;
  expiresAt: Date | null;
  source: CreditGrantSource;
  /** The caller's reference making the grant idempotent (policy period, checkout); null for none. */
  sourceRef?: string | null;
  /** What its unused part rolls over with when it expires (a policy grant's, rollover.ts); omitted: nothing rolls over. */
  rollover?: GrantRollover | null;
}

export async function grantCredits(tx: TxContext, input: GrantCreditsInput): Promise<CreditGrantTable> {
  const { trx, scope, now } = tx;
  const wallet = await lockWallet(tx, input.customerId, input.denomination);
  const sourceRef = input.sourceRef ?? null;
  if (sourceRef !== null) {
    const existing = await repo.findGrantBySourceRef({ db: trx, scope }, wallet.id, sourceRef);
    if (existing) return existing;
  }
  const { repaid, remaining } = repayOverdraft(dec(wallet.balance), input.amount);
  const nowIso = toIso(now);
  const grant: CreditGrantTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    customer_id: input.customerId,
    subscription_id: input.subscriptionId,
    wallet_id: wallet.id,
    account_type: wallet.account_type,
    pricing_unit_id: wallet.pricing_unit_id,
    currency_code: wallet.currency_code,
    name: input.name,
    amount: formatDecimal(input.amount),
    balance: formatDecimal(remaining),
    status: 'active',
    expires_at: input.expiresAt === null ? null : toIso(input.expiresAt),
    expired_at: null,
    source: input.source,
    source_ref: sourceRef,
    rollover: input.rollover ? grantRolloverText(input.rollover) : null,
    created_at: nowIso,
    updated_at: nowIso,
  };
  await repo.insertGrant(trx, grant);
  const change = new WalletChange(wallet, nowIso);
  change.append('grant', input.amount, { grantId: grant.id });
  change.append('repayment', repaid.negated(), { grantId: grant.id });
  change.append('repayment', repaid);
  await change.save(trx, scope);
  await recordGrantEvent(tx, 'credit_grant.created', grant);
  // A wallet's first grant is its opening, not a recovery.
  if (Number(wallet.last_seq) > 0) await recordRecovery(tx, input, dec(wallet.balance), change.balance);
  return grant;
}

/** wallet.recovered when the grant lifts the balance back above zero or an alert's threshold. */
async function recordRecovery(tx: TxContext, input: GrantCreditsInput, before: Decimal, after: Decimal): Promise<void> {
  const { trx, scope } = tx;
  const key = denominationKey(input.denomination);
  const alerts = await alertsOfCustomers({ db: trx, scope }, [input.customerId]);
  const probe: BalanceChange = { customerId: input.customerId, denominationKey: key, before, after, item: { balance: formatDecimal(after), account_type: input.denomination.kind } };
  if (!firesAny(probe, alerts)) return;
  const wallet = (await repo.selectCustomerWallets({ db: trx, scope }, input.customerId)).find((w) => w.denomination_key === key);
  const item: BalanceChange['item'] = { balance: formatDecimal(after), account_type: input.denomination.kind };
  if (input.denomination.kind === 'currency') item.currency_code = input.denomination.currencyCode;
  else item.pricing_unit_code = wallet?.pricing_unit_code ?? '';
  await recordWalletEvents(tx, { ...probe, item }, alerts);
}

