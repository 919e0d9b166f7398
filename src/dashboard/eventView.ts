/**
 * Stored events as the dashboard shows them (the events page, a customer's recent events): the
 * customer's name, the time, the properties (cut at 300 characters), the cost in words, and each
 * charge naming what priced it: the fee's product (and the fee id) or the catalog entry.
 */
import { customerNames } from '../modules/customers/index.js';
import type { StoredEvent } from '../modules/ingest/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { findProduct } from '../modules/products/index.js';
import { amountWords, instantWords } from './words.js';
import type { ScopedDb } from '../db/context.js';

const PROPERTIES_SHOWN = 300;

export interface EventRow {
  id: string;
  name: string;
  customerId: string;
  customer: string;
  at: string;
  properties: string;
  cost: string;
  charges: Array<{ pricedBy: string; quantity: string; amount: string }>;
}

/** Names of the products the events' charges were for (one lookup per distinct product). */
async function productNames(ctx: ScopedDb, events: readonly StoredEvent[]): Promise<Map<string, string>> {
  const { db, scope } = ctx;
  const ids = new Set(events.flatMap((e) => e.charges.map((c) => c.product_id)).filter((id): id is string => id !== null));
  const names = new Map<string, string>();
  for (const id of ids) {
    const product = await findProduct({ db, scope }, id);
    if (product) names.set(id, product.name);
  }
  return names;
}

function pricedBy(charge: StoredEvent['charges'][number], products: ReadonlyMap<string, string>): string {
  if (charge.catalog_entry_key !== null) return `Catalog entry ${charge.catalog_entry_key}`;
  const product = charge.product_id ? (products.get(charge.product_id) ?? charge.product_id) : 'Fee';
  return charge.fee_id ? `${product} (fee ${charge.fee_id})` : product;
}

export async function eventRows(ctx: ScopedDb, events: readonly StoredEvent[]): Promise<EventRow[]> {
  const { db, scope } = ctx;
  const [units, products, customers] = await Promise.all([listPricingUnits({ db, scope }), productNames({ db, scope }, events), customerNames({ db, scope }, events.map((e) => e.customer_id))]);
  const unitCodes = new Map(units.map((u) => [u.id, u.code]));
  return events.map((event) => {
    const properties = event.properties === null ? '' : JSON.stringify(event.properties);
    return {
      id: event.id,
      name: event.event_name,
      customerId: event.customer_id,
      customer: customers.get(event.customer_id) ?? event.customer_id,
      at: instantWords(event.timestamp),
      properties: properties.length > PROPERTIES_SHOWN ? `${properties.slice(0, PROPERTIES_SHOWN)}…` : properties,
      cost: event.cost.length ? event.cost.map((item) => amountWords(item.amount, item)).join(', ') : 'nothing',
      charges: event.charges.map((charge) => ({
        pricedBy: pricedBy(charge, products),
        quantity: charge.quantity,
        amount: amountWords(charge.amount, {
          account_type: charge.account_type,
          currency_code: charge.currency_code ?? undefined,
          pricing_unit_code: charge.pricing_unit_id ? (unitCodes.get(charge.pricing_unit_id) ?? charge.pricing_unit_id) : undefined,
        }),
      })),
    };
  });
}
