/**
 * Schema building blocks shared by every module: the envelope, nullable fields, pagination,
 * error bodies. Response schemas list fields in the contract's order; the serializer keeps it.
 */
import { Type, type TSchema, type TObject, type TProperties } from '@sinclair/typebox';
import { ERROR_CODES } from '../errors/index.js';
import { CURRENCY_CODES, type CurrencyCode } from '../money/currency.js';

/** A field that is always present and may be JSON null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

export const IsoDateTime = Type.String({ format: 'date-time', examples: ['2026-11-21T05:17:00.000Z'] });

export { CURRENCY_CODES, type CurrencyCode };
export const CurrencyCodeSchema = Type.Union(CURRENCY_CODES.map((c) => Type.Literal(c)));

/** A string enum, written once, usable as a TypeBox union of literals. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({
      code: StringEnum(Object.keys(ERROR_CODES), { description: 'What went wrong, one of the codes in docs/errors.md; each operation lists the ones it can answer' }),
      message: Type.String({ description: 'For a person; may change, unlike the code' }),
      details: Type.Optional(Type.Unknown({ description: 'VALIDATION_ERROR: a list of { path, message }' })),
    }),
    request_id: Type.String(),
  },
  { $id: 'ErrorBody', description: 'Every error response' },
);

/**
 * A 200 that answers a PDF file (`application/pdf`) rather than JSON: an invoice's PDF. The
 * handler sends a Buffer, which the serializer leaves alone; the schema is for the OpenAPI document.
 */
export const PdfFile = {
  description: 'The PDF file',
  content: { 'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'A PDF document' }) } },
} as const;

export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
} as const;

/** `{ success, <key>: schema, request_id }` in that order. */
export function envelope<K extends string, T extends TSchema>(key: K, schema: T) {
  const properties = { success: Type.Boolean(), [key]: schema, request_id: Type.String() } as {
    success: ReturnType<typeof Type.Boolean>;
    request_id: ReturnType<typeof Type.String>;
  } & { [P in K]: T };
  return Type.Object(properties);
}

export const Pagination = Type.Object({
  has_more: Type.Boolean(),
  next_cursor: Nullable(Type.String()),
});

/** `{ success, <key>: [item], pagination, request_id }`. */
export function listEnvelope<K extends string, T extends TSchema>(key: K, item: T) {
  const properties = {
    success: Type.Boolean(),
    [key]: Type.Array(item),
    pagination: Pagination,
    request_id: Type.String(),
  } as {
    success: ReturnType<typeof Type.Boolean>;
    pagination: typeof Pagination;
    request_id: ReturnType<typeof Type.String>;
  } & { [P in K]: ReturnType<typeof Type.Array<T>> };
  return Type.Object(properties);
}

/** Query parameters every paginated list accepts (strings, as the contract writes `limit`). */
export const PageQuery = {
  limit: Type.Optional(Type.String({ pattern: '^[0-9]+$', description: '1 to 100, default 50' })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
};

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Request bodies reject unknown fields, so a misspelt field is an error rather than silently ignored. */
export function Body<T extends TProperties>(properties: T, options: { description?: string } = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/**
 * Gives a schema its name in the OpenAPI document: a titled schema is listed once under
 * `components.schemas` and referenced by `$ref` (src/http/openapiDocument.ts), so a generated
 * client gets `Customer`, not `V1CustomersPost201ResponseCustomer`.
 */
export function named<T extends TSchema>(title: string, schema: T): T {
  schema.title = title;
  return schema;
}
