/**
 * What other modules use of webhooks: the outbox write, called inside the transaction that makes
 * the change; the delivery pass and the server's job.
 */
export { recordWebhookEvent } from './recordEvent.js';
export { PUBLIC_BASE_URL_MARK } from './publicUrls.js';
export type { WebhookEventType } from './eventTypes.js';
export { WEBHOOK_EVENT_TYPES } from './eventTypes.js';
export { deliverDueWebhooks, type DeliveryPassOptions, type DeliveryPassResult } from './deliver.js';
export { webhookJob } from './deliveryJob.js';
export { recentFailedDeliveries, type FailedDelivery } from './failedDeliveries.js';
export { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, rotateSecret, updateEndpoint, type EndpointDeps } from './endpoints.js';
export { listDeliveries, listEvents as listWebhookEvents, resendEvent } from './events.js';
export { CreateEndpointBody, UpdateEndpointBody, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from './schemas.js';
