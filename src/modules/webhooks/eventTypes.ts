/**
 * Every event type Meterline sends (issue 15, item 2). An endpoint subscribes to a list of them,
 * or to all (`event_types` omitted or null).
 */
export const WEBHOOK_EVENT_TYPES = [
  'customer.created',
  'customer.updated',
  'subscription.created',
  'subscription.updated',
  'subscription.canceled',
  'subscription.plan_changed',
  'invoice.created',
  'invoice.finalized',
  'invoice.paid',
  'invoice.voided',
  'invoice.marked_uncollectible',
  'invoice.payment_failed',
  'invoice.updated',
  'credit_note.created',
  'credit_grant.created',
  'credit_grant.expired',
  'credit_grant.voided',
  'checkout.completed',
  'signup.completed',
  'wallet.balance_low',
  'wallet.depleted',
  'wallet.recovered',
  'wallet.topped_up',
  'wallet.top_up_failed',
  'reservation.created',
  'reservation.captured',
  'reservation.released',
  'reservation.expired',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** True when an endpoint subscribed to `eventTypes` (null: all) receives `type`. */
export function subscribesTo(eventTypes: readonly string[] | null, type: string): boolean {
  return eventTypes === null || eventTypes.includes(type);
}
