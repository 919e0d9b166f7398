/** Price and plan fee schemas: the contract's tables, fields in its order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, Nullable, StringEnum, named } from '../../http/schemas.js';
import { productFields } from '../products/index.js';
import { BILLING_MODES, FEE_CADENCES, MARKUP_MODES, PACKAGE_ROUNDINGS, PRICING_MODELS } from './types.js';

/** Postgres `integer` is 32-bit; a billion usage units per amount is plenty. */
const MAX_DENOMINATOR = 1_000_000_000;
/** Amounts are display doubles in responses: keep them exact in a double. */
const MAX_AMOUNT = 1_000_000_000_000;

const Id = Type.String({ minLength: 1, maxLength: 64 });

export const CostPlus = named('CostPlus', Type.Object({
  markup_mode: StringEnum(MARKUP_MODES),
  multiplier: Nullable(Type.Number()),
  target_margin: Nullable(Type.Number()),
}));

/** Most tiers one price may have. */
export const MAX_TIERS = 50;

export const PriceTier = named('PriceTier', Type.Object({
  up_to: Nullable(Type.Integer()),
  unit_amount: Type.Number(),
  flat_amount: Type.Optional(Type.Number()),
}));

export const Price = named('Price', Type.Object({
  id: Type.String(),
  pricing_model: StringEnum(PRICING_MODELS),
  amount: Type.Number(),
  denominator: Type.Integer(),
  billing_mode: StringEnum(BILLING_MODES),
  cadence: Nullable(StringEnum(FEE_CADENCES)),
  currency_code: Nullable(Type.String()),
  pricing_unit_id: Nullable(Type.String()),
  display_denominator: Nullable(Type.String()),
  cost_plus: Nullable(CostPlus),
  tiers: Type.Optional(Type.Array(PriceTier, { description: 'graduated and volume prices only: the tiers as given' })),
  package_size: Type.Optional(Type.Integer({ description: 'package prices only' })),
  package_rounding: Type.Optional(StringEnum(PACKAGE_ROUNDINGS, { description: 'package prices only' })),
}));
export type Price = Static<typeof Price>;

export const PlanFee = named('PlanFee', Type.Object({
  id: Type.String(),
  plan_id: Type.String(),
  product: Type.Object({ id: Type.String(), name: Type.String() }),
  price: Price,
  effective_from: Nullable(Type.String({ format: 'date-time' })),
  effective_to: Nullable(Type.String({ format: 'date-time' })),
}));
export type PlanFee = Static<typeof PlanFee>;

export const CostPlusInput = named('CostPlusInput', Body({
  markup_mode: StringEnum(MARKUP_MODES),
  multiplier: Type.Optional(Nullable(Type.Number({ description: 'Required when markup_mode is multiplier; 1.2 bills 120% of cost' }))),
  target_margin: Type.Optional(Nullable(Type.Number({ description: 'Required when markup_mode is target_margin; in [0, 1)' }))),
}));
export type CostPlusInput = Static<typeof CostPlusInput>;

export const PriceTierInput = named('PriceTierInput', Body(
  {
    up_to: Nullable(Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: 'Inclusive upper bound of the tier in units of usage (a tier up to 100 holds units 1 to 100); null for the last tier, and only for it. Ascending' })),
    unit_amount: Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'Minor units (or pricing units) per `denominator` units in this tier; an integer for currency prices. 0 in a first tier is an included allowance' }),
    flat_amount: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'Minor units (or pricing units) charged once when the tier is entered (graduated) or ended in (volume); an integer for currency prices' })),
  },
  { description: 'One tier of a graduated or volume price' },
));
export type PriceTierInput = Static<typeof PriceTierInput>;

export const PriceInput = named('PriceInput', Body({
  pricing_model: StringEnum(PRICING_MODELS, {
    description:
      'flat = fixed fee, per_unit = usage-based rate, cost_plus = cost with markup; ' +
      'graduated = each unit priced by the tier it falls in (rated per event from the period\'s running quantity); ' +
      'volume = every unit of the period priced by the tier its total ends in (rated at period close: ingest answers a zero cost for it); ' +
      'package = `amount` per `package_size` units, a started package rounded up (default) or down (rated per event from the running quantity)',
  }),
  amount: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: MAX_AMOUNT,
      description: 'Minor units per denominator units; an integer for currency prices, fractional allowed for pricing units. Default 0; ignored for cost_plus',
    }),
  ),
  denominator: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DENOMINATOR, description: 'Default 1' })),
  billing_mode: Type.Optional(StringEnum(BILLING_MODES, { description: 'Default in_advance for flat, in_arrears for usage-based' })),
  cadence: Type.Optional(Nullable(StringEnum(FEE_CADENCES, { description: 'Default monthly for flat; usage-based prices have none' }))),
  currency_code: Type.Optional(Nullable(StringEnum(CURRENCY_CODES, { description: 'Default usd when no pricing_unit_id is given' }))),
  pricing_unit_id: Type.Optional(Nullable(Id)),
  display_denominator: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  cost_plus: Type.Optional(Nullable(CostPlusInput)),
  tiers: Type.Optional(Type.Array(PriceTierInput, {
    minItems: 1,
    maxItems: MAX_TIERS,
    description: 'Required for graduated and volume prices, refused for the others: ascending up_to, the last tier (only it) with up_to null',
  })),
  package_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DENOMINATOR, description: 'Required for package prices, refused for the others: the units one `amount` buys' })),
  package_rounding: Type.Optional(StringEnum(PACKAGE_ROUNDINGS, { description: 'package prices only: up (default) charges a started package in full, down charges only completed packages' })),
}));
export type PriceInput = Static<typeof PriceInput>;

const EffectiveDate = Type.String({
  maxLength: 40,
  description: 'YYYY-MM-DD (midnight in the company time zone) or an ISO 8601 date-time with offset',
  examples: ['2026-02-01', '2026-02-01T00:00:00Z'],
});

export const CreateFeeBody = named('CreatePlanFeeRequest', Body({
  product_id: Type.Optional(Id),
  product: Type.Optional(Body(productFields)),
  price_id: Type.Optional(Id),
  price: Type.Optional(PriceInput),
  effective_from: Type.Optional(Nullable(EffectiveDate)),
  effective_to: Type.Optional(Nullable(EffectiveDate)),
}));
export type CreateFeeBody = Static<typeof CreateFeeBody>;

export const FeeParams = Type.Object({ id: Id, feeId: Id });

export const UpdateFeeBody = named('UpdatePlanFeeRequest', Body(
  {
    effective_to: Nullable(
      Type.String({
        maxLength: 40,
        description:
          "When the fee stops being effective (exclusive): YYYY-MM-DD (midnight in the company time zone) or an ISO 8601 date-time with offset. Must be after effective_from; may be in the past only back to the fee's last rated event and last invoiced period. Null makes the fee open-ended again.",
        examples: ['2026-02-10', '2026-02-10T00:00:00Z'],
      }),
    ),
  },
  { description: "End (or move the end of) a fee version, so a new version of the product's fee can follow it. Only effective_to can change: a new price is a new fee version." },
));
export type UpdateFeeBody = Static<typeof UpdateFeeBody>;
