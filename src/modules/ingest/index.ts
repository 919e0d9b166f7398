/** What other modules use of ingest: the charges each stored event was rated at, and the invoice that billed each. */
export { attachChargesToInvoice, chargesOfEvents, lastChargedInstantOfFee } from './repo.js';
export type { EventChargeTable } from './tables.js';
export type { ChargeLine } from './chargeLines.js';
export { countEvents, listEvents } from './listEvents.js';
export type { EventOutcome } from './repo.js';
export { dailyTotals, type DailyTotal } from './dailyTotals.js';
export type { StoredEvent } from './schemas.js';
export { DEFAULT_USAGE_RANGE_DAYS, MAX_USAGE_RANGE_DAYS, usageSummary } from './usageSummary.js';
export type { CostItem, UsageLine } from './schemas.js';
export { BatchItemResult } from './schemas.js';
export { ingestMetricsText } from './stats.js';
// The pipeline, for the use cases that ingest inside their own transaction (a reservation's capture) or price an event.
export { IngestService, ingestAnswerOf, type IngestAnswer } from './service.js';
export { acceptEvent } from './acceptEvent.js';
export { ingestBatch, type IngestBatchDeps } from './pipeline/ingestBatch.js';
export { exactOutcomes, type EventOutcome as IngestOutcome } from './pipeline/types.js';
export { RatingContextLoader } from './ratingContext.js';
export { checkEvent } from './checkEvent.js';
