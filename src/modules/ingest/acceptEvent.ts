/**
 * An event on arrival: the checks a billable event passes before it reaches the pipeline (its
 * timestamp in UTC and inside the window around the scope's now, its properties in bounds), and
 * the event as the pipeline takes it.
 */
import { invalid } from '../../errors/index.js';
import { parseUtcTimestamp } from '../../time.js';
import { propertyProblem } from './eventProperties.js';
import type { AcceptedEvent } from './pipeline/types.js';
import type { BillableEvent } from './schemas.js';

/**
 * How far from the server's clock an event may be stamped (decided, issue 12 item 1; Stripe's
 * meter events take 35 days back and 5 minutes ahead): an event stamped earlier is refused rather
 * than charged, since usage that old has long been invoiced and a customer should not find it on
 * an invoice months later; one stamped further ahead (a clock set wrong, `2030-01-01`) is refused
 * rather than charged now. Within the window, an event of a period already invoiced goes on the
 * subscription's next invoice, labelled with its period.
 */
export const EVENT_WINDOW_BACK_MS = 35 * 24 * 60 * 60 * 1000;
export const EVENT_WINDOW_AHEAD_MS = 5 * 60 * 1000;

/** The problem with an event's instant against `now`, or null when it is inside the window. */
export function timestampWindowProblem(timestamp: Date, now: Date): string | null {
  if (timestamp.getTime() < now.getTime() - EVENT_WINDOW_BACK_MS) {
    return `must be at most 35 days in the past (not before ${new Date(now.getTime() - EVENT_WINDOW_BACK_MS).toISOString()}): older usage is not accepted`;
  }
  if (timestamp.getTime() > now.getTime() + EVENT_WINDOW_AHEAD_MS) {
    return `must be at most 5 minutes in the future (not after ${new Date(now.getTime() + EVENT_WINDOW_AHEAD_MS).toISOString()})`;
  }
  return null;
}

/**
 * The event as the pipeline takes it; throws VALIDATION_ERROR for a timestamp that is not UTC or
 * is outside the window around `now`.
 */
export function acceptEvent(body: BillableEvent, now: Date): AcceptedEvent {
  const timestamp = parseUtcTimestamp(body.timestamp);
  if (!timestamp) {
    throw invalid([{ field: 'timestamp', message: 'must be an ISO 8601 date-time in UTC, ending in Z or +00:00' }]);
  }
  const outside = timestampWindowProblem(timestamp, now);
  if (outside) throw invalid([{ field: 'timestamp', message: outside }]);
  const problem = propertyProblem(body.properties);
  if (problem) throw invalid([problem]);
  return {
    eventName: body.event_name,
    idempotencyKey: body.idempotency_key,
    customerId: body.customer_id,
    timestamp,
    sessionId: body.session_id ?? null,
    properties: body.properties ?? null,
  };
}
