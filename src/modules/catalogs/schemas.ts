/**
 * Catalog request and response schemas, fields in the contract's order. Request bodies are
 * checked for shape here; the rules a schema cannot say well (decimal amounts, one currency per
 * entry, repeated keys, which pricing fields go with which mode) are checked in the use cases,
 * which name the offending path the same way.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { MAX_DIMENSIONS, MAX_PER } from './dimensions.js';

export const MAX_ENTRIES_PER_REQUEST = 1000;

const text = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const CurrencyCode = StringEnum(CURRENCY_CODES);

export const Dimension = named('CatalogDimension', Type.Object(
  {
    property: text('Event property holding the quantity, e.g. input_tokens (dotted paths reach nested objects)'),
    currency_code: CurrencyCode,
    amount: Type.String({
      description: 'Minor units of the currency per `per` units of the property, a non-negative decimal string (fractions allowed)',
      examples: ['250', '7.5'],
    }),
    per: Type.Integer({ minimum: 1, maximum: MAX_PER, description: 'Units of the property the amount applies to, e.g. 1000000' }),
  },
  { additionalProperties: false },
));
export type Dimension = Static<typeof Dimension>;

const DimensionList = (description: string) => Type.Array(Dimension, { minItems: 1, maxItems: MAX_DIMENSIONS, description });

export const Catalog = named('Catalog', Type.Object({
  id: Type.String(),
  name: Type.String(),
  global: Type.Boolean({ description: 'Maintained by the service operator and available to all companies' }),
  entry_count: Type.Integer(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type Catalog = Static<typeof Catalog>;

/** One catalog with what it matches: `GET /v1/catalogs/{id}` (the contract's catalog fields first). */
export const CatalogDetail = named('CatalogDetail', Type.Object({
  ...Catalog.properties,
  event_name: Type.String({ description: 'Events of this name are priced by the catalog' }),
  key_property: Type.String({ description: "The event property whose value selects the entry (dotted paths reach nested objects), e.g. model" }),
  as_of: Nullable(Type.String({ format: 'date', description: 'When the prices were checked, YYYY-MM-DD, as the imported file says; null when it does not say' })),
  source_note: Nullable(Type.String({ description: 'Where the prices come from, as the imported file says' })),
}));
export type CatalogDetail = Static<typeof CatalogDetail>;

export const ListEntriesQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type ListEntriesQuery = Static<typeof ListEntriesQuery>;

export const CatalogEntry = named('CatalogEntry', Type.Object({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  dimensions: Type.Array(Dimension),
  price: Nullable(Type.Array(Dimension)),
  created_at: IsoDateTime,
}));
export type CatalogEntry = Static<typeof CatalogEntry>;

export const EntryInput = named('CatalogEntryInput', Type.Object(
  {
    key: text('The value of the catalog key property this entry prices, e.g. gpt-4o'),
    name: text('Display name'),
    dimensions: DimensionList('What one event costs: the sum over dimensions of property x amount / per'),
    price: Type.Optional(Nullable(DimensionList('What the customer pays instead of the attachment rule (same shape as dimensions)'))),
  },
  { additionalProperties: false },
));

export const CreateCatalogBody = named('CreateCatalogRequest', Body({
  name: text('Unique among the company catalogs of this mode'),
  event_name: text('Events of this name are priced by the catalog'),
  key_property: text('Event property whose value selects the entry, e.g. model'),
  entries: Type.Optional(Type.Array(EntryInput, { maxItems: MAX_ENTRIES_PER_REQUEST })),
}));
export type CreateCatalogBody = Static<typeof CreateCatalogBody>;

export const AddEntriesBody = named('AddCatalogEntriesRequest', Body({
  entries: Type.Array(EntryInput, { minItems: 1, maxItems: MAX_ENTRIES_PER_REQUEST }),
}));
export type AddEntriesBody = Static<typeof AddEntriesBody>;

const CurrencyDenomination = Type.Object({ kind: Type.Literal('currency'), currency_code: Type.String() });
const PricingUnitDenomination = Type.Object({ kind: Type.Literal('pricing_unit'), pricing_unit_id: Type.String() });

export const PricingRule = named('PricingRule', Type.Union(
  [
    Type.Object({ mode: Type.Literal('pass_through') }),
    Type.Object({
      mode: Type.Literal('cost_plus'),
      multiplier: Type.Number(),
      denomination: Type.Union([CurrencyDenomination, PricingUnitDenomination]),
    }),
  ],
  { description: 'Applied to entries without their own price' },
));
export type PricingRule = Static<typeof PricingRule>;

export const PlanCatalog = named('PlanCatalog', Type.Object({
  id: Type.String(),
  plan_id: Type.String(),
  catalog: Catalog,
  pricing: PricingRule,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type PlanCatalog = Static<typeof PlanCatalog>;

/**
 * `{mode: 'pass_through'}` or `{mode: 'cost_plus', multiplier, denomination}`: one object so a
 * wrong combination is reported at its path rather than as "matches no variant".
 */
export const PricingRuleInput = named('PricingRuleInput', Type.Object(
  {
    mode: StringEnum(['pass_through', 'cost_plus'] as const),
    multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'cost_plus only: 1.2 bills 120% of cost' })),
    denomination: Type.Optional(
      Type.Object(
        {
          kind: StringEnum(['currency', 'pricing_unit'] as const),
          currency_code: Type.Optional(CurrencyCode),
          pricing_unit_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        },
        { additionalProperties: false, description: 'cost_plus only: {kind: currency, currency_code} or {kind: pricing_unit, pricing_unit_id}' },
      ),
    ),
  },
  { additionalProperties: false, description: '{mode: pass_through} or {mode: cost_plus, multiplier, denomination}' },
));
export type PricingRuleInput = Static<typeof PricingRuleInput>;

export const AttachCatalogBody = named('AttachCatalogRequest', Body({
  catalog_id: Type.String({ minLength: 1, maxLength: 64, description: 'A global catalog or one of the company catalogs of this mode' }),
  pricing: PricingRuleInput,
}));
export type AttachCatalogBody = Static<typeof AttachCatalogBody>;
