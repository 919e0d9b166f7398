/**
 * A policy's rollover terms (issue 31, item 4), stored as JSON text in
 * `credit_grant_policies.rollover` and answered as the policy's `rollover` object. The caps apply
 * to each grant the policy issues when it expires (the wallets module's rollover.ts); the engine
 * copies them onto each grant with the rollover grant's own expiry (billing/rules/grants.ts).
 */
import type { IntervalUnit } from '../../kernel/calendar/index.js';
import type { CreditRollover, CreditRolloverInput } from './schemas.js';

/** The stored terms: the policy's `rollover` object, caps null when absent. */
export interface PolicyRollover {
  max_amount: number | null;
  max_percent: number | null;
  expiration_interval_count: number;
  expiration_interval_unit: IntervalUnit;
}

export function rolloverOfInput(input: CreditRolloverInput): PolicyRollover {
  return {
    max_amount: input.max_amount ?? null,
    max_percent: input.max_percent ?? null,
    expiration_interval_count: input.expiration_interval_count,
    expiration_interval_unit: input.expiration_interval_unit,
  };
}

export function rolloverText(rollover: PolicyRollover | null): string | null {
  return rollover === null ? null : JSON.stringify(rollover);
}

/** The policy row's rollover terms; null when its credits simply expire. */
export function policyRollover(row: { rollover: string | null }): PolicyRollover | null {
  return row.rollover === null ? null : (JSON.parse(row.rollover) as PolicyRollover);
}

export function toRolloverAnswer(rollover: PolicyRollover | null): CreditRollover | null {
  return rollover === null ? null : { ...rollover };
}
