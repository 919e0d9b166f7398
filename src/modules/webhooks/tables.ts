import type { Generated } from 'kysely';
import type { Mode } from '../../kernel/mode.js';

export type EndpointStatus = 'enabled' | 'disabled';
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpointTable {
  id: string;
  company_id: string;
  mode: Mode;
  url: string;
  /** JSON array of event types, or null for every type. */
  event_types: string | null;
  description: string | null;
  status: EndpointStatus;
  /** `whsec_<base64>`: the key of the Standard Webhooks signature. */
  secret: string;
  /** The secret before the last rotation, still signing beside `secret` until its expiry. */
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  /** The first failed attempt since the last success; null while the endpoint answers. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventTable {
  id: string;
  company_id: string;
  mode: Mode;
  type: string;
  /** The id of the resource the event is about (deliveries are ordered per endpoint and object). */
  object_id: string;
  /** The event as JSON, exactly the body every delivery sends. */
  payload: string;
  created_at: string;
}

export interface WebhookDeliveryTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  mode: Mode;
  endpoint_id: string;
  event_id: string;
  object_id: string;
  status: DeliveryStatus;
  attempt_count: number;
  /** When a pending delivery is next due (a retry, or the lease of an attempt in flight); null once done. */
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptTable {
  id: string;
  company_id: string;
  mode: Mode;
  delivery_id: string;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  /** The first bytes of the response body (WEBHOOK_RESPONSE_LIMIT_BYTES), for the integrator's debugging. */
  response_body: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointTable;
  webhook_events: WebhookEventTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
}
