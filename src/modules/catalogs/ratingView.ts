/**
 * What ingest needs from catalogs (docs/decisions.md, Ingest): a plan's attached catalogs with
 * their rules and entries, ready to price an event, and the pure cost of one entry.
 *
 *   const attached = await loadPlanCatalogs(trx, scope, plan.id);
 *   for (const catalog of attached) {
 *     const entry = entryFor(catalog, event.event_name, event.properties);
 *     if (!entry) continue;
 *     const cost = catalogCost(entry.dimensions, event.properties);    // what the event cost
 *     // billed: entry.price ? catalogCost(entry.price, event.properties)
 *     //       : catalog.pricing pass_through -> cost; cost_plus -> cost x multiplier in its denomination
 *   }
 */
import { readEventPath } from '../../kernel/rating/index.js';
import type { CurrencyCode } from '../../money/currency.js';
import { Decimal, parseDecimalInput, ZERO } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { decodeDimensions } from './dimensions.js';
import { decodePricingRule } from './present.js';
import * as repo from './repo.js';
import type { CatalogEntryTable, CatalogTable, StoredPricingRule } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** `amount` minor units of `currencyCode` per `per` units of the event property `property`. */
export interface RatingDimension {
  property: string;
  currencyCode: CurrencyCode;
  amount: Decimal;
  per: number;
}

export interface RatingEntry {
  key: string;
  name: string;
  /** What the event costs (all one currency). */
  dimensions: RatingDimension[];
  /** What the customer pays instead of the attachment's rule, or null (all one currency). */
  price: RatingDimension[] | null;
}

export type RatingRule = { mode: 'pass_through' } | { mode: 'cost_plus'; multiplier: Decimal; denomination: Denomination };

export interface RatingCatalog {
  catalogId: string;
  name: string;
  eventName: string;
  keyProperty: string;
  /** Entries by key. */
  entries: Map<string, RatingEntry>;
}

export interface AttachedCatalog extends RatingCatalog {
  attachmentId: string;
  /** Applied to entries without their own price: pass_through bills the cost, cost_plus cost x multiplier in its denomination. */
  pricing: RatingRule;
}

function toRule(stored: StoredPricingRule): RatingRule {
  if (stored.mode === 'pass_through') return { mode: 'pass_through' };
  const denomination: Denomination =
    stored.denomination.kind === 'currency'
      ? { kind: 'currency', currencyCode: stored.denomination.currency_code as CurrencyCode }
      : { kind: 'pricing_unit', pricingUnitId: stored.denomination.pricing_unit_id };
  return { mode: 'cost_plus', multiplier: new Decimal(stored.multiplier), denomination };
}

function toRatingCatalog(catalog: CatalogTable, entries: readonly CatalogEntryTable[]): RatingCatalog {
  return {
    catalogId: catalog.id,
    name: catalog.name,
    eventName: catalog.event_name,
    keyProperty: catalog.key_property,
    entries: new Map(
      entries.map((row) => [
        row.key,
        { key: row.key, name: row.name, dimensions: decodeDimensions(row.dimensions), price: row.price === null ? null : decodeDimensions(row.price) },
      ]),
    ),
  };
}

/** The catalogs attached to a plan of this scope, oldest attachment first, with rules and entries. */
export async function loadPlanCatalogs(ctx: ScopedDb, planId: string): Promise<AttachedCatalog[]> {
  const { db, scope } = ctx;
  const attachments = (await repo.listPlanCatalogs({ db, scope }, planId)).reverse();
  if (attachments.length === 0) return [];
  const catalogIds = [...new Set(attachments.map((a) => a.catalog_id))];
  const catalogs = await repo.findCatalogsByIds(db, catalogIds);
  const entries = await repo.listEntriesOf(db, catalogIds);
  const byCatalog = new Map<string, CatalogEntryTable[]>();
  for (const entry of entries) byCatalog.set(entry.catalog_id, [...(byCatalog.get(entry.catalog_id) ?? []), entry]);
  return attachments.flatMap((attachment) => {
    const catalog = catalogs.get(attachment.catalog_id);
    if (!catalog) return [];
    return [
      {
        ...toRatingCatalog(catalog, byCatalog.get(catalog.id) ?? []),
        attachmentId: attachment.id,
        pricing: toRule(decodePricingRule(attachment.pricing)),
      },
    ];
  });
}

/** One catalog this scope can see (global or its own), for a cost metric `{cost: {catalog_id}}`; null when invisible. */
export async function loadRatingCatalog(ctx: ScopedDb, catalogId: string): Promise<RatingCatalog | null> {
  const { db, scope } = ctx;
  const catalog = await repo.findVisibleCatalog({ db, scope }, catalogId);
  if (!catalog) return null;
  return toRatingCatalog(catalog, await repo.listEntries(db, catalog.id));
}

/** The event property at `path` (an own key first, `"usage.input"`, else a dotted path): the rating kernel's one reader. */
export const readProperty = readEventPath;

/**
 * The entry an event matches: the catalog's event name, and an entry keyed by the value at the
 * catalog's key property (a string, or a number compared as its decimal text). Null otherwise.
 */
export function entryFor(catalog: RatingCatalog, eventName: string, properties: Record<string, unknown> | null | undefined): RatingEntry | null {
  if (eventName !== catalog.eventName) return null;
  const key = readProperty(properties, catalog.keyProperty);
  if (typeof key === 'string') return catalog.entries.get(key) ?? null;
  if (typeof key === 'number' && Number.isFinite(key)) return catalog.entries.get(String(key)) ?? null;
  return null;
}

/**
 * The sum over `dimensions` of property x amount / per, in minor units of their one currency,
 * unrounded. Null when a dimension's property is missing, not a number (a JSON number or a
 * numeric string), or negative: such an event cannot be priced by this entry.
 */
export function catalogCost(
  dimensions: readonly RatingDimension[],
  properties: Record<string, unknown> | null | undefined,
): { currencyCode: CurrencyCode; amountMinor: Decimal } | null {
  const first = dimensions[0];
  if (!first) return null;
  let total = ZERO;
  for (const dimension of dimensions) {
    const quantity = parseDecimalInput(readProperty(properties, dimension.property));
    if (quantity === null || quantity.lessThan(0)) return null;
    total = total.plus(quantity.times(dimension.amount).dividedBy(dimension.per));
  }
  return { currencyCode: first.currencyCode, amountMinor: total };
}
