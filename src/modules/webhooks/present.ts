/** Webhook rows as the API returns them. */
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './schemas.js';
import type { DeliveryWithType } from './repo.js';
import { withPublicBaseUrl } from './publicUrls.js';
import type { WebhookAttemptTable, WebhookEndpointTable, WebhookEventTable } from './tables.js';

/** The endpoint; its secret only when `showSecret` (creation and rotation). */
export function presentEndpoint(row: WebhookEndpointTable, showSecret = false): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    event_types: row.event_types === null ? null : (JSON.parse(row.event_types) as string[]),
    description: row.description,
    status: row.status,
    secret: showSecret ? row.secret : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentEvent(row: WebhookEventTable, publicBaseUrl: string): WebhookEvent {
  return JSON.parse(withPublicBaseUrl(row.payload, publicBaseUrl)) as WebhookEvent;
}

export function presentDelivery(row: DeliveryWithType, attempts: readonly WebhookAttemptTable[]): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt_count: attempts.length,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    attempts: attempts.map((a) => ({
      attempted_at: a.attempted_at,
      status_code: a.status_code,
      duration_ms: a.duration_ms,
      error: a.error,
      response_body: a.response_body,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
