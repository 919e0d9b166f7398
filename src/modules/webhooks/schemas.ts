/**
 * Webhook schemas (issue 15): endpoints, events as they are sent, deliveries with their attempts.
 * Fields are in the order.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { WEBHOOK_EVENT_TYPES } from './eventTypes.js';

const EventType = StringEnum(WEBHOOK_EVENT_TYPES);
const EventTypes = Type.Array(EventType, { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true });
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'An http or https URL', examples: ['https://example.com/webhooks/meterline'] });
const Description = Type.String({ maxLength: 500 });

export const CreateEndpointBody = named('CreateWebhookEndpointRequest', Body({
  url: Url,
  event_types: Type.Optional(Nullable(EventTypes)),
  description: Type.Optional(Nullable(Description)),
}));
export type CreateEndpointBody = Static<typeof CreateEndpointBody>;

export const UpdateEndpointBody = named('UpdateWebhookEndpointRequest', Body({
  url: Type.Optional(Url),
  event_types: Type.Optional(Nullable(EventTypes)),
  description: Type.Optional(Nullable(Description)),
  status: Type.Optional(StringEnum(['enabled', 'disabled'] as const)),
}));
export type UpdateEndpointBody = Static<typeof UpdateEndpointBody>;

export const WebhookEndpoint = named('WebhookEndpoint', Type.Object({
  id: Type.String(),
  url: Type.String(),
  event_types: Nullable(Type.Array(Type.String())),
  description: Nullable(Type.String()),
  status: StringEnum(['enabled', 'disabled'] as const),
  secret: Nullable(Type.String({ description: '`whsec_...`: shown in full when the endpoint is created and when its secret is rotated; null otherwise' })),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEvent = named('WebhookEvent', Type.Object({
  id: Type.String({ description: 'Also the `webhook-id` header of every delivery of this event' }),
  type: Type.String(),
  created_at: IsoDateTime,
  livemode: Type.Boolean(),
  data: Type.Object({ object: Type.Record(Type.String(), Type.Unknown(), { description: 'The resource as the API returns it' }) }),
}));
export type WebhookEvent = Static<typeof WebhookEvent>;

export const ListEventsQuery = Type.Object({ ...PageQuery, type: Type.Optional(EventType) }, { additionalProperties: false });
export const ListQuery = Type.Object(PageQuery, { additionalProperties: false });

export const DeliveryAttempt = named('WebhookDeliveryAttempt', Type.Object({
  attempted_at: IsoDateTime,
  status_code: Nullable(Type.Integer({ description: 'The HTTP status the endpoint answered; null when none came (timeout, refused)' })),
  duration_ms: Type.Integer(),
  error: Nullable(Type.String()),
  response_body: Nullable(Type.String({ description: 'The first 1 KiB of the response body' })),
}));

export const WebhookDelivery = named('WebhookDelivery', Type.Object({
  id: Type.String(),
  endpoint_id: Type.String(),
  event_id: Type.String(),
  event_type: Type.String(),
  status: StringEnum(['pending', 'succeeded', 'failed'] as const),
  attempt_count: Type.Integer(),
  next_attempt_at: Nullable(IsoDateTime),
  attempts: Type.Array(DeliveryAttempt, { description: 'Every attempt, oldest first' }),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type WebhookDelivery = Static<typeof WebhookDelivery>;
