/**
 * What a customer does to their subscriptions on the portal (issue 32, item 5), each for the
 * portal link's customer only, in its company and mode, through the use case its API route runs
 * (no second implementation), so each is recorded and announced by the same webhooks:
 * - a plan change (POST /v1/subscriptions/{id}/change-plan's changeSubscriptionPlan): quoted
 *   first (its preview), then confirmed at the amount the page showed (another amount refuses it,
 *   nothing changed), at the timing the company set on the portal link, the amount due charged
 *   to the default card, or first to a new card typed on the page, which becomes the default
 *   (the portal's own Add a card, addPortalCard);
 * - cancel at period end and resume (POST /v1/subscriptions/{id}'s updateSubscription with
 *   `cancel_at_period_end`).
 * Only the plans the company offers (`portal_visible`, in the subscription's currency) can be
 * chosen; a subscription or plan that is not the customer's to change reads as not offered,
 * never as a hint that it exists. A refusal is an outcome with words for the page.
 */
import { dbContext, type DbContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../errors/index.js';
import type { CardInput, PaymentProviders } from '../../payments/provider.js';
import { findPlan, listPortalPlans, type PlanTable } from '../../modules/plans/index.js';
import type { PortalLinkTable } from '../../modules/portal/index.js';
import { findSubscription, type SubscriptionRow } from '../../modules/subscriptions/index.js';
import type { Invoice } from '../../modules/invoices/index.js';
import { changeSubscriptionPlan, type PlanChangeQuote } from '../planChanges/index.js';
import { updateSubscription } from '../subscriptions/index.js';
import { addPortalCard } from './portalSettings.js';

const scopeOf = (link: PortalLinkTable): Scope => ({ companyId: link.company_id, mode: link.mode });

/** What a portal link offers a subscription: the company's portal plans of its currency, but its own. */
export async function portalPlanOffers(ctx: Pick<DbContext, 'db' | 'scope'>, subscription: Pick<SubscriptionRow, 'plan_id' | 'status'>, plan: PlanTable | undefined): Promise<PlanTable[]> {
  if (!plan || subscription.status === 'canceled') return [];
  return (await listPortalPlans(ctx, plan.currency_code)).filter((offered) => offered.id !== subscription.plan_id);
}

interface Choice {
  subscription: SubscriptionRow;
  fromPlan: PlanTable;
  toPlan: PlanTable;
}

const NOT_OFFERED = 'This plan is not offered for this subscription. Open your account page again and choose one of the plans it lists.';

/** The customer's subscription and an offered plan, or why not in words. */
async function choiceOf(ctx: DbContext, link: PortalLinkTable, subscriptionId: string, planId: string): Promise<Choice | string> {
  const subscription = subscriptionId ? await findSubscription(ctx, subscriptionId) : undefined;
  if (!subscription || subscription.customer_id !== link.customer_id) return NOT_OFFERED;
  const fromPlan = await findPlan(ctx, subscription.plan_id);
  // A second submit of a change that went through: say so rather than "not offered".
  if (fromPlan && subscription.plan_id === planId) return `Your subscription is already on ${fromPlan.name}.`;
  const toPlan = (await portalPlanOffers(ctx, subscription, fromPlan)).find((offered) => offered.id === planId);
  return fromPlan && toPlan ? { subscription, fromPlan, toPlan } : NOT_OFFERED;
}

/** A refusal of the use case (4xx) in words; anything else is a failure. */
function refusalWords(error: unknown): string {
  if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
  switch (error.code) {
    case 'PRICE_CHANGED':
      return 'The amount due changed while you were confirming. Nothing was changed or charged: review the new amount and confirm again.';
    case 'SUBSCRIPTION_CHANGED':
      return 'Your subscription changed while you were confirming (another change went through first). Nothing was charged.';
    case 'SUBSCRIPTION_CANCELED':
      return 'This subscription has been canceled, so its plan can no longer change.';
    default:
      return error.message;
  }
}

export type PortalQuote = { kind: 'quote'; quote: PlanChangeQuote; fromPlan: PlanTable; toPlan: PlanTable } | { kind: 'refused'; message: string };

export interface PortalPlanChangeDeps {
  store: Store;
  providers: PaymentProviders;
  publicBaseUrl: string;
}

/** The quote of changing to an offered plan at the link's timing (the API's preview). */
export async function quotePortalPlanChange(deps: PortalPlanChangeDeps, link: PortalLinkTable, choice: { subscriptionId: string; planId: string }, now: Date, real: Date): Promise<PortalQuote> {
  const ctx = dbContext(deps.store.db, scopeOf(link), now);
  const chosen = await choiceOf(ctx, link, choice.subscriptionId, choice.planId);
  if (typeof chosen === 'string') return { kind: 'refused', message: chosen };
  try {
    const outcome = await changeSubscriptionPlan(deps, ctx, chosen.subscription.id, { plan_id: chosen.toPlan.id, timing: link.plan_change_timing, preview: true }, { real });
    if (outcome.kind !== 'quote') throw new Error('A preview answered a change');
    return { kind: 'quote', quote: outcome.quote, fromPlan: chosen.fromPlan, toPlan: chosen.toPlan };
  } catch (error) {
    return { kind: 'refused', message: refusalWords(error) };
  }
}

export type PortalChange = { kind: 'changed'; toPlan: PlanTable; invoice: Invoice | null; effectiveAt: string; timing: PortalLinkTable['plan_change_timing'] } | { kind: 'refused'; message: string };

export interface PortalChangeForm {
  subscriptionId: string;
  planId: string;
  /** What the page showed as the change's invoice total (minor units). */
  quotedTotal: number;
  /** A new card typed on the page, kept as the default before the change (null: the card on file). */
  card: CardInput | null;
  /** The form's per-render id: the new card's check key. */
  attempt: string;
}

/** Confirms the change the page quoted; the amount due goes to the default card (a new one first, when typed). */
export async function confirmPortalPlanChange(deps: PortalPlanChangeDeps, link: PortalLinkTable, form: PortalChangeForm, now: Date, real: Date): Promise<PortalChange> {
  const ctx = dbContext(deps.store.db, scopeOf(link), now);
  const chosen = await choiceOf(ctx, link, form.subscriptionId, form.planId);
  if (typeof chosen === 'string') return { kind: 'refused', message: chosen };
  if (form.card) {
    const saved = await addPortalCard(deps.store, deps.providers, link, form.card, form.attempt, now);
    if (saved.kind === 'refused') return { kind: 'refused', message: `${saved.message} Nothing was changed.` };
  }
  try {
    const body = { plan_id: chosen.toPlan.id, timing: link.plan_change_timing };
    const outcome = await changeSubscriptionPlan(deps, ctx, chosen.subscription.id, body, { expectedTotalMinor: form.quotedTotal, real });
    if (outcome.kind !== 'changed') throw new Error('A change answered a quote');
    const effectiveAt = outcome.subscription.plan_transition_at ?? now.toISOString();
    return { kind: 'changed', toPlan: chosen.toPlan, invoice: outcome.invoice, effectiveAt, timing: link.plan_change_timing };
  } catch (error) {
    return { kind: 'refused', message: refusalWords(error) };
  }
}

export type PortalCancellation = { kind: 'done'; planName: string; cancelAt: string | null; renewal: string | null } | { kind: 'refused'; message: string };

/**
 * Cancel at period end (`cancel: true`) or resume (`false`): the API's subscription update with
 * `cancel_at_period_end`, or, to resume a cancellation the company scheduled at an instant,
 * `cancel_at: null`.
 */
export async function setPortalCancelAtPeriodEnd(store: Store, link: PortalLinkTable, subscriptionId: string, cancel: boolean, now: Date): Promise<PortalCancellation> {
  const ctx = dbContext(store.db, scopeOf(link), now);
  const subscription = subscriptionId ? await findSubscription(ctx, subscriptionId) : undefined;
  if (!subscription || subscription.customer_id !== link.customer_id) return { kind: 'refused', message: 'This subscription is not on your account.' };
  try {
    const body = cancel || subscription.cancel_at_period_end === 1 ? { cancel_at_period_end: cancel } : { cancel_at: null };
    const updated = await updateSubscription(ctx, subscription.id, body);
    const plan = await findPlan(ctx, updated.plan_id);
    return { kind: 'done', planName: plan?.name ?? updated.plan_code ?? updated.plan_id, cancelAt: updated.cancel_at, renewal: updated.next_renewal_date };
  } catch (error) {
    return { kind: 'refused', message: refusalWords(error) };
  }
}
