/**
 * Product schemas. The contract shows only the inputs (name, billable_metric, cost_metric); the
 * stored product answers with `{ id, name, billable_metric, cost_metric, created_at, updated_at }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, named } from '../../http/schemas.js';

const Expression = Type.Record(Type.String(), Type.Unknown(), {
  description: 'A metric expression: event_name, filters, aggregation and property, or cost (the metric expression language is described in the guide)',
  examples: [{ event_name: 'llm.completion', filters: { model: ['gpt-4o', 'gpt-4o-mini'] }, aggregation: 'sum', property: 'output_tokens' }],
});

export const MetricInput = named('MetricInput', Type.Object({ expression: Expression }, { additionalProperties: false }));

export const ProductName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** The inputs of a product, created on its own or inline in a fee. */
export const productFields = {
  name: ProductName,
  billable_metric: Type.Optional(Nullable(MetricInput)),
  cost_metric: Type.Optional(Nullable(MetricInput)),
};

export const CreateProductBody = named('CreateProductRequest', Body(productFields));
export type CreateProductBody = Static<typeof CreateProductBody>;

export const Product = named('Product', Type.Object({
  id: Type.String(),
  name: Type.String(),
  billable_metric: Nullable(Type.Object({ expression: Expression })),
  cost_metric: Nullable(Type.Object({ expression: Expression })),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type Product = Static<typeof Product>;
