/**
 * Opening a period [from, to) of a plan, pure: in-advance flat fees whose own fee period starts in
 * it (flatFees.ts), one-time fees at subscription start, and, at a trial end, the in-advance fee
 * periods that started inside the trial.
 *
 * Currency fees become invoice lines now. Fees in a pricing unit are drawn from the wallet after
 * the step's grants (so a period's credits pay for its own in-advance fees); what the grants do
 * not cover is carried and invoiced as overage when the period closes, with the period's usage.
 */
import { firstPeriod, type Period, type PhaseCalendar } from '../../kernel/calendar/index.js';
import type { Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import type { RatedFee } from '../../modules/fees/index.js';
import { inAdvanceCharges, oneTimeFees, trialEndCharges, type FlatCharge } from './flatFees.js';
import { flatFeeLine, oneTimeFeeLine, type DraftLine } from './lines.js';
import type { PlanContext } from './plan.js';
import { planSchedule } from './timeline.js';

export interface UnitDraw {
  denomination: Denomination;
  amount: Decimal;
}

export interface Opening {
  lines: DraftLine[];
  /** Pricing-unit fees to draw once the step's grants are in. */
  unitDraws: UnitDraw[];
}

export interface OpenInput {
  plan: PlanContext;
  calendar: PhaseCalendar;
  from: Date;
  /** The period's end; null when only trial-end charges are due (a trial ending inside a period). */
  to: Date | null;
  /** Charge one-time in-advance fees (the subscription's start). */
  oneTime: boolean;
  /** The trial ends at `from`: charge fee periods that started inside it. */
  trialEnds: boolean;
}

export function openingCharges(input: OpenInput): Opening {
  const charges = [
    ...(input.trialEnds ? trialEndCharges(input.plan.fees, input.calendar, input.from) : []),
    ...(input.to === null ? [] : inAdvanceCharges(input.plan.fees, input.calendar, input.from, input.to)),
  ];
  const oneTime = input.oneTime ? oneTimeFees(input.plan.fees, 'in_advance', input.from) : [];
  return flatFeeCharges(charges, oneTime, input.from);
}

/**
 * Flat fees charged at `at`, opening or closing a period: a currency fee becomes an invoice line,
 * a pricing-unit fee a draw. Periodic charges first, then one-time fees, each in fee order.
 */
export function flatFeeCharges(charges: readonly FlatCharge[], oneTime: readonly RatedFee[], at: Date): Opening {
  const lines: DraftLine[] = [];
  const unitDraws: UnitDraw[] = [];
  for (const charge of charges) {
    const d = charge.fee.price.denomination;
    if (d.kind === 'currency') lines.push(flatFeeLine(charge, d.currencyCode));
    else unitDraws.push({ denomination: d, amount: charge.amount });
  }
  for (const fee of oneTime) {
    const d = fee.price.denomination;
    if (d.kind === 'currency') lines.push(oneTimeFeeLine(fee, d.currencyCode, at));
    else unitDraws.push({ denomination: d, amount: fee.price.amount });
  }
  return { lines, unitDraws };
}

/** A subscription's start on `calendar` (phase start = its start): its first period and what opens it. */
export function startOpening(plan: PlanContext, calendar: PhaseCalendar): { period: Period; opening: Opening } {
  const at = calendar.phaseStart;
  const period = firstPeriod(planSchedule(calendar, plan));
  return { period, opening: openingCharges({ plan, calendar, from: at, to: period.end, oneTime: true, trialEnds: false }) };
}
