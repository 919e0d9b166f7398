/** Reservation schemas, in the shape of the contract's other objects. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, PageQuery, StringEnum, named } from '../../http/schemas.js';

export const ReservationEvent = Type.Object(
  {
    event_name: Type.String({ minLength: 1, maxLength: 255 }),
    timestamp: Type.String({ maxLength: 40, description: 'ISO 8601 in UTC: ends in Z or +00:00' }),
    session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false, description: 'An event as POST /v1/events/ingest takes it, without customer_id and idempotency_key: its cost is the amount held' },
);

export const CreateReservationBody = named('CreateReservationRequest', Body({
  customer_id: Type.String({ minLength: 1, maxLength: 64 }),
  amount: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description: 'The credits to hold, a positive decimal; give this with pricing_unit_code or currency_code, or give event' })),
  pricing_unit_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency_code: Type.Optional(CurrencyCodeSchema),
  event: Type.Optional(ReservationEvent),
  expires_at: Type.Optional(Type.String({ maxLength: 64, description: 'ISO 8601 date-time in the future, at most 30 days ahead; default one hour from now' })),
}));
export type CreateReservationBody = Static<typeof CreateReservationBody>;

export const CaptureReservationBody = named('CaptureReservationRequest', Body({
  event: Type.Object(
    {
      event_name: Type.String({ minLength: 1, maxLength: 255 }),
      idempotency_key: Type.String({ minLength: 1, maxLength: 255 }),
      customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "When given, must be the reservation's customer" })),
      timestamp: Type.String({ maxLength: 40 }),
      session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
      properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    },
    { additionalProperties: false, description: "The event the work came to, as POST /v1/events/ingest takes it (customer_id defaults to the reservation's)" },
  ),
}));
export type CaptureReservationBody = Static<typeof CaptureReservationBody>;

export const Reservation = named('Reservation', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  status: StringEnum(['held', 'captured', 'released', 'expired'] as const),
  amount: Type.String({ description: 'The credits held, a decimal string' }),
  account_type: StringEnum(['pricing_unit', 'currency'] as const),
  pricing_unit_code: Type.Optional(Type.String()),
  currency_code: Type.Optional(Type.String()),
  expires_at: IsoDateTime,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type Reservation = Static<typeof Reservation>;

export const ListReservationsQuery = Type.Object(
  {
    ...PageQuery,
    customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    status: Type.Optional(StringEnum(['held', 'captured', 'released', 'expired'] as const)),
  },
  { additionalProperties: false },
);
export type ListReservationsQuery = Static<typeof ListReservationsQuery>;
