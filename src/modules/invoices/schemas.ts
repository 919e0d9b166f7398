/** Invoice request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { COLLECTION_METHODS, INVOICE_STATUSES } from './tables.js';

/** What a line says, stored or upcoming. */
const lineFields = {
  description: Nullable(Type.String()),
  quantity: Type.Integer(),
  unit_amount_cents: Type.Integer(),
  tax_amount_cents: Type.Integer(),
  total_amount_cents: Type.Integer(),
  discount_amount_cents: Type.Integer({ description: "The line's share of the invoice's discount_cents (coupons), allocated in proportion to the discounted lines' amounts: the shares add up to discount_cents exactly. The line is charged total_amount_cents - discount_amount_cents (plus its tax)" }),
  period_start: Nullable(IsoDateTime),
  period_end: Nullable(IsoDateTime),
};

export const LineItem = named('LineItem', Type.Object({
  id: Type.String(),
  ...lineFields,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type LineItem = Static<typeof LineItem>;

export const Invoice = named('Invoice', Type.Object({
  id: Type.String(),
  customer_id: Nullable(Type.String()),
  subscription_id: Nullable(Type.String()),
  status: StringEnum(INVOICE_STATUSES),
  currency: Type.String(),
  collection_method: StringEnum(COLLECTION_METHODS),
  invoice_number: Nullable(Type.String()),
  public_invoice_url: Nullable(Type.String({ description: 'The hosted, read-only invoice page (HTML); it says "Draft" until finalization' })),
  due_date: Nullable(IsoDateTime),
  days_until_due: Nullable(Type.Integer()),
  description: Nullable(Type.String()),
  customer_memo: Nullable(Type.String()),
  footer: Nullable(Type.String()),
  subtotal_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  tax_cents: Type.Integer(),
  total_cents: Type.Integer(),
  amount_due_cents: Type.Integer({
    description: 'What the invoice still asks: total_cents less its credit notes and payments (0 once paid or void). The one amount that moves after finalization; collection charges it',
  }),
  finalized_at: Nullable(IsoDateTime),
  paid_at: Nullable(IsoDateTime),
  period_start: Nullable(IsoDateTime),
  period_end: Nullable(IsoDateTime),
  line_items: Type.Array(LineItem),
  credit_note_ids: Type.Array(Type.String(), { description: 'Its credit notes (GET /v1/credit-notes/{id}), oldest first: how a finalized invoice, which never changes, is adjusted' }),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type Invoice = Static<typeof Invoice>;

export const ListInvoicesQuery = Type.Object(
  {
    ...PageQuery,
    customer_id: Type.Optional(Type.String({ maxLength: 64 })),
    subscription_id: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(StringEnum(INVOICE_STATUSES)),
  },
  { additionalProperties: false },
);
export type ListInvoicesQuery = Static<typeof ListInvoicesQuery>;

/** The actions take no fields: no body, or `{}`. */
export const EmptyBody = Body({}, { description: 'No fields: send no body or {}' });

export const UpcomingLineItem = named('UpcomingLineItem', Type.Object(lineFields));

/**
 * The invoice a subscription's next billing step will issue: the invoice's fields in the
 * contract's order, without what only a stored invoice has (id, number, status, URL, dates of
 * finalization and payment), marked `upcoming: true`, with the instant it will be issued.
 */
export const UpcomingInvoice = named('UpcomingInvoice', Type.Object({
  upcoming: Type.Literal(true),
  customer_id: Type.String(),
  subscription_id: Type.String(),
  currency: Type.String(),
  collection_method: StringEnum(COLLECTION_METHODS),
  subtotal_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  tax_cents: Type.Integer(),
  total_cents: Type.Integer(),
  period_start: IsoDateTime,
  period_end: IsoDateTime,
  line_items: Type.Array(UpcomingLineItem),
  issued_at: IsoDateTime,
}));
export type UpcomingInvoice = Static<typeof UpcomingInvoice>;
