/**
 * Whether an event sent under a stored `idempotency_key` is the stored event again (a retry) or
 * another event under the same key (a client's key bug). Either way it is `duplicate` and nothing
 * is stored (the contract); a different payload also says so in its `error`
 * (IDEMPOTENCY_KEY_REUSED), naming the fields that differ.
 *
 * Compared: what is stored of an event, `customer_id`, `event_name`, `timestamp` (as an instant:
 * `Z` and `+00:00` are the same), `session_id` and `properties` (as JSON values: key order does
 * not matter; absent and `{}` are the same).
 */
import { canonicalJson } from '../../idempotency/index.js';
import { toIso } from '../../../time.js';
import type { EventTable } from '../tables.js';
import type { AcceptedEvent } from './types.js';

function propertiesText(properties: Record<string, unknown> | null): string {
  return canonicalJson(properties ?? {});
}

/** The fields in which `event` differs from the stored `row` (contract names), empty for a retry. */
export function payloadDifferences(row: EventTable, event: AcceptedEvent): string[] {
  const differs: string[] = [];
  if (row.customer_id !== event.customerId) differs.push('customer_id');
  if (row.event_name !== event.eventName) differs.push('event_name');
  if (row.timestamp !== toIso(event.timestamp)) differs.push('timestamp');
  if (row.session_id !== event.sessionId) differs.push('session_id');
  const stored = row.properties === null ? null : (JSON.parse(row.properties) as Record<string, unknown> | null);
  if (propertiesText(stored) !== propertiesText(event.properties)) differs.push('properties');
  return differs;
}

/** The `error` of a duplicate whose payload differs from the stored event's. */
export function keyReusedError(key: string, differences: readonly string[]): { code: 'IDEMPOTENCY_KEY_REUSED'; message: string } {
  return {
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: `An event with idempotency_key ${JSON.stringify(key)} is already stored with a different ${differences.join(', ')}; this event was not stored. Send a new event with a new idempotency_key`,
  };
}
