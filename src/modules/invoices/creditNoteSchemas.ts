/** Credit note request and response schemas (issue 30), fields in the order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { CREDIT_NOTE_STATUSES, CREDITED_TO } from './tables.js';

/** Amounts a request may name: whole minor units, 1 to 10^15 (money/limits.ts). */
const Cents = (description: string) => Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000, description });

export const CreditNoteLine = named('CreditNoteLine', Type.Object({
  description: Nullable(Type.String()),
  quantity: Type.Integer(),
  unit_amount_cents: Type.Integer(),
  total_amount_cents: Type.Integer({ description: 'Before tax: quantity x unit_amount_cents' }),
  tax_amount_cents: Type.Integer({ description: "The credited invoice line's tax, carried back in proportion" }),
  invoice_line_item_id: Nullable(Type.String({ description: 'The invoice line it credits; null for a line of its own' })),
}));

export const CreditNote = named('CreditNote', Type.Object({
  id: Type.String(),
  number: Type.String({ description: '`<prefix>-CN-0001` in live mode, `<prefix>-TEST-CN-0001` in test mode: a gap-free sequence of its own per company and mode' }),
  invoice_id: Type.String(),
  customer_id: Nullable(Type.String()),
  status: StringEnum(CREDIT_NOTE_STATUSES, { description: 'issued; void once the invoice it credited (credited_to invoice) is voided' }),
  reason: Type.String(),
  lines: Type.Array(CreditNoteLine),
  total_cents: Type.Integer({ description: 'What it credits, tax included: the sum of its lines and their tax, minor units of `currency`' }),
  credited_to: StringEnum(CREDITED_TO, {
    description: "invoice: taken off what the invoice still asks (amount_due_cents); credit_balance: the customer's credit balance, taken off their next invoices; refund: back through the payment provider the invoice was paid with",
  }),
  currency: Type.String(),
  created_at: IsoDateTime,
}));
export type CreditNote = Static<typeof CreditNote>;

const RequestLine = named('CreditNoteRequestLine', Type.Object(
  {
    line_item_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "An invoice line to credit: whole, or `quantity` of its units, or `amount_cents` of it (before tax; its tax is carried back in proportion)" })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "The line's words (default: the invoice line's); with `amount_cents` and no line_item_id, a line of its own, without tax" })),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000 })),
    amount_cents: Type.Optional(Cents('Before tax')),
  },
  { additionalProperties: false },
));

export const CreateCreditNoteBody = named('CreateCreditNoteRequest', Body(
  {
    lines: Type.Optional(Type.Array(RequestLine, { minItems: 1, maxItems: 100, description: 'What to credit, line by line; or `amount_cents`' })),
    amount_cents: Type.Optional(Cents('What to credit, tax included, spread over the invoice lines in proportion (exact cents, largest remainder); or `lines`')),
    reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, in words the customer may read' }),
    credited_to: Type.Optional(StringEnum(CREDITED_TO, { description: 'invoice (the default for an open or uncollectible invoice, and the only target there), credit_balance (the default for a paid one) or refund (a paid one that a card paid through Meterline)' })),
  },
  { description: 'Exactly one of `lines` and `amount_cents`' },
));
export type CreateCreditNoteBody = Static<typeof CreateCreditNoteBody>;

export const ListCreditNotesQuery = Type.Object(
  {
    ...PageQuery,
    invoice_id: Type.Optional(Type.String({ maxLength: 64 })),
    customer_id: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type ListCreditNotesQuery = Static<typeof ListCreditNotesQuery>;
