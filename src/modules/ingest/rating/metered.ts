/**
 * Whether any fee of the customer's plans meters an event (issue 26, item 8), for a company that
 * refuses the events none does (`unmatched_events: "reject"`). Pure, like rateEvent.
 *
 * An event is metered when, among the subscriptions in force at its instant:
 * - rating gave it at least one charge: a per-unit fee whose metric matches it (name and filters)
 *   and reads a quantity from it, a cost-plus fee whose cost metric matches it, or an attached
 *   catalog of its name. A charge of zero (quantity 0, a zero cost) is metered: the event is what
 *   the fee counts, it just costs nothing;
 * - or a per-unit fee in force rated per period (`max`, `unique_count`, `latest`), or a volume fee
 *   (issue 31), matches it and reads its property: the billing engine prices it at the period's
 *   close, not now.
 * Anything else is not: no subscription in force, a name no metric or catalog has (`api.usgae`),
 * filters that do not match, or a matching metric whose property the event lacks (`tokns`).
 */
import { feesEffectiveAt } from '../../fees/index.js';
import { matchesEvent, quantityOf } from '../../metrics/index.js';
import { PERIOD_AGGREGATIONS } from './rateEvent.js';
import type { Charge, RatingContext, RatingEvent } from './types.js';

/** At most this many metered event names are listed in the refusal's message. */
const NAMES_SHOWN = 10;

function meteredPerPeriod(event: RatingEvent, context: RatingContext, instant: string): boolean {
  const metered = { event_name: event.eventName, properties: event.properties };
  return context.subscriptions.some((subscription) =>
    feesEffectiveAt(subscription.fees, instant).some((fee) => {
      const metric = fee.product.billableMetric;
      return (
        ((fee.price.model === 'per_unit' && metric !== null && PERIOD_AGGREGATIONS.has(metric.aggregation)) || fee.price.model === 'volume') &&
        metric !== null &&
        matchesEvent(metric, metered) &&
        quantityOf(metric, metered) !== null
      );
    }),
  );
}

/** True when a fee or catalog of the customer's plans in force at the event's instant meters it (see above). */
export function isMetered(event: RatingEvent, context: RatingContext, charges: readonly Charge[]): boolean {
  return charges.length > 0 || meteredPerPeriod(event, context, event.instant ?? event.timestamp.toISOString());
}

/** The event names the plans in force at the instant meter, sorted: a hint for a mistyped name. */
function meteredNames(context: RatingContext, instant: string): string[] {
  const names = new Set<string>();
  for (const subscription of context.subscriptions) {
    for (const fee of feesEffectiveAt(subscription.fees, instant)) {
      const metric = fee.price.model === 'cost_plus' ? fee.product.costMetric : fee.price.model === 'flat' ? null : fee.product.billableMetric;
      if (metric) names.add(metric.event_name);
    }
    for (const catalog of subscription.catalogs) names.add(catalog.eventName);
  }
  return [...names].sort();
}

/** The refusal's message: the event's name, its instant, and why nothing meters it. */
export function notMeteredMessage(event: RatingEvent, context: RatingContext): string {
  const instant = event.instant ?? event.timestamp.toISOString();
  const refused = 'This company refuses events no fee meters (unmatched_events: reject): nothing was stored; send it again with the same idempotency_key once a fee meters it.';
  if (context.subscriptions.length === 0) {
    return `Event ${JSON.stringify(event.eventName)} is not metered: customer ${context.customerId} has no subscription in force at ${instant}. ${refused}`;
  }
  const names = meteredNames(context, instant);
  const shown = names.slice(0, NAMES_SHOWN).map((name) => JSON.stringify(name)).join(', ');
  const more = names.length > NAMES_SHOWN ? ` and ${names.length - NAMES_SHOWN} more` : '';
  const hint = names.length === 0 ? 'they meter no event then' : `they meter ${shown}${more}`;
  return (
    `Event ${JSON.stringify(event.eventName)} is not metered: no fee or catalog of the customer's plans in force at ${instant} matches it ` +
    `(its name, its filters and the property a fee reads; ${hint}). ${refused}`
  );
}
