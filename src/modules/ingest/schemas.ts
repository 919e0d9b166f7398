/** Ingest request and result, and the stored-event listing, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { CUID_PATTERN } from '../../db/ids.js';
import { Body, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { BalanceItemSchema as BalanceItem } from '../wallets/index.js';

export const BillableEvent = named('BillableEvent', Body(
  {
    event_name: Type.String({ minLength: 1, maxLength: 255 }),
    idempotency_key: Type.String({ minLength: 1, maxLength: 255 }),
    customer_id: Type.String({ pattern: CUID_PATTERN, description: 'Customer id (cuid)' }),
    timestamp: Type.String({
      maxLength: 40,
      description: 'ISO 8601 in UTC: ends in Z or +00:00',
      examples: ['2026-11-21T05:17:00.000Z'],
    }),
    session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { description: 'A billable usage event' },
));
export type BillableEvent = Static<typeof BillableEvent>;

const AccountType = StringEnum(['pricing_unit', 'currency'] as const);

export const CostItem = named('CostItem', Type.Object({
  amount: Type.String({ description: 'Total charged in this denomination (minor units for currencies)' }),
  account_type: AccountType,
  pricing_unit_code: Type.Optional(Type.String()),
  currency_code: Type.Optional(Type.String()),
}));
export type CostItem = Static<typeof CostItem>;

/** A wallet's balance after the event: the same item as `GET /v1/customers/{id}/balances` answers. */
export { BalanceItem };
export type BalanceItem = Static<typeof BalanceItem>;

export const IngestResult = named('IngestResult', Type.Object({
  success: Type.Boolean(),
  status: StringEnum(['inserted', 'duplicate', 'failed'] as const),
  request_id: Type.String(),
  usage_id: Type.Optional(Type.String()),
  cost: Type.Optional(Type.Array(CostItem)),
  customer_balances: Type.Optional(Type.Array(BalanceItem)),
  error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
  priced_at_period_close: Type.Optional(Type.Array(Type.String(), {
    description:
      'Only when the event was just stored and volume-priced fees meter it: their fee ids. Volume pricing charges every unit of the period at the rate of the tier its total ends in, ' +
      'which no event can know before the period ends: these fees are not in `cost` (nothing is drawn for them now) and are priced at the period\'s close, on its invoice (and the upcoming invoice meanwhile).',
  })),
}));
export type IngestResult = Static<typeof IngestResult>;

/** `POST /v1/customers/{id}/check`: an event as ingest takes it, without its key (nothing is stored). */
export const CheckEventBody = named('CheckEventRequest', Body(
  {
    event_name: BillableEvent.properties.event_name,
    timestamp: BillableEvent.properties.timestamp,
    session_id: BillableEvent.properties.session_id,
    properties: BillableEvent.properties.properties,
  },
  { description: 'The event to decide, as POST /v1/events/ingest takes it, without customer_id (the path names it) and idempotency_key' },
));
export type CheckEventBody = Static<typeof CheckEventBody>;

export const CheckResult = named('CheckResult', Type.Object({
  success: Type.Boolean(),
  allowed: Type.Boolean({ description: 'Whether an ingest of this event would be inserted now' }),
  cost: Type.Array(CostItem, { description: 'What the event would cost (empty when it cannot be rated)' }),
  customer_balances: Type.Array(BalanceItem, { description: "The customer's balances as they stand: a check changes nothing" }),
  error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() }, { description: 'Why it is not allowed: the code an ingest would fail with (INSUFFICIENT_BALANCE, CONVERSION_RATE_MISSING, EVENT_NOT_METERED, ...)' })),
  request_id: Type.String(),
}));
export type CheckResult = Static<typeof CheckResult>;

export const MAX_BATCH_EVENTS = 1000;

export const EventBatch = named('EventBatchRequest', Body(
  {
    events: Type.Array(Type.Unknown({ description: 'A billable event, exactly as POST /v1/events/ingest takes it' }), {
      minItems: 1,
      maxItems: MAX_BATCH_EVENTS,
      description: `1 to ${MAX_BATCH_EVENTS} billable events; each is validated on its own`,
    }),
  },
  { description: 'A batch of billable events' },
));
export type EventBatch = Static<typeof EventBatch>;

/** One event's result inside a batch: the ingest result without its own request_id. */
export const BatchItemResult = named('BatchItemResult', Type.Omit(IngestResult, ['request_id']));

export const BatchIngestResult = named('BatchIngestResult', Type.Object({
  success: Type.Boolean(),
  results: Type.Array(BatchItemResult, { description: 'One ingest result per event, in the order sent' }),
  request_id: Type.String(),
}));

export const StoredEventCharge = named('EventCharge', Type.Object({
  fee_id: Nullable(Type.String()),
  plan_catalog_id: Nullable(Type.String()),
  catalog_entry_key: Nullable(Type.String()),
  product_id: Nullable(Type.String()),
  subscription_id: Type.String(),
  quantity: Type.String(),
  amount: Type.String(),
  account_type: AccountType,
  pricing_unit_id: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
}));

export const StoredEvent = named('Event', Type.Object({
  id: Type.String(),
  event_name: Type.String(),
  idempotency_key: Type.String(),
  customer_id: Type.String(),
  timestamp: IsoDateTime,
  session_id: Nullable(Type.String()),
  properties: Nullable(Type.Record(Type.String(), Type.Unknown())),
  cost: Type.Array(CostItem),
  charges: Type.Array(StoredEventCharge),
  created_at: IsoDateTime,
}));
export type StoredEvent = Static<typeof StoredEvent>;

export const ListEventsQuery = Type.Object(
  {
    ...PageQuery,
    customer_id: Type.Optional(Type.String({ maxLength: 64 })),
    event_name: Type.Optional(Type.String({ maxLength: 255 })),
    from: Type.Optional(Type.String({ maxLength: 40, description: 'Events with timestamp >= from (ISO datetime)' })),
    to: Type.Optional(Type.String({ maxLength: 40, description: 'Events with timestamp < to (ISO datetime)' })),
  },
  { additionalProperties: false },
);

export const USAGE_GROUPS = ['product', 'event_name', 'day'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

export const UsageQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ maxLength: 40, description: 'Events with timestamp >= from (ISO 8601 date-time with offset, or YYYY-MM-DD in the company time zone); default: 30 days before to' })),
    to: Type.Optional(Type.String({ maxLength: 40, description: 'Events with timestamp < to (ISO 8601 date-time with offset, or YYYY-MM-DD); at most 366 days after from; default: now' })),
    group_by: Type.Optional(StringEnum(USAGE_GROUPS, {
      description:
        'product: quantity is the sum of the metered quantity the product was charged for (a catalog entry, keyed by its key, counts the events it priced); ' +
        'event_name: quantity is the number of stored events of that name; day: the number of stored events per day of the company time zone (YYYY-MM-DD), every day of the range listed. Default product',
    })),
  },
  { additionalProperties: false },
);
export type UsageQuery = Static<typeof UsageQuery>;

export const UsageLine = named('UsageLine', Type.Object({
  key: Type.String(),
  quantity: Type.String({ description: 'Decimal string (see group_by)' }),
  cost: Type.Array(CostItem, { description: 'What was charged, summed per denomination, as in the ingest result' }),
}));
export type UsageLine = Static<typeof UsageLine>;
