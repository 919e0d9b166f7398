/**
 * An event's charges, stored inline in its row (issue 33, 0135_charges_inline): `events.charges`
 * holds a JSON array of charge lines, one per fee or catalog entry that priced the event, in one
 * denomination each. A line carries what is its own (its id, subscription, plan, fee, price and
 * invoice); what it shares with its event (company, mode, customer, instant, creation) stays in the
 * event's columns. The `event_charges` view expands the lines back into rows with the event's
 * columns beside them, so every reader of charges reads them as before.
 *
 * A line's `invoice_id` is absent until the billing engine attaches it (attachLines): the event is
 * pending an invoice (`invoice_pending` 1) while some line has none.
 */
import { newId } from '../../db/ids.js';
import { formatDecimal } from '../../money/decimal.js';
import type { Charge } from './rating/types.js';

/** One charge line as stored in `events.charges`; a field that would be null is left out. */
export interface ChargeLine {
  id: string;
  subscription_id: string;
  plan_id: string;
  fee_id?: string;
  plan_catalog_id?: string;
  catalog_entry_key?: string;
  product_id?: string;
  account_type: 'currency' | 'pricing_unit';
  currency_code?: string;
  pricing_unit_id?: string;
  /** Usage units the charge is for (decimal text). */
  quantity: string;
  /** The charge in its denomination (decimal text, minor units for currencies). */
  amount: string;
  cost_amount?: string;
  cost_currency_code?: string;
  /** The invoice that billed the line, once one has. */
  invoice_id?: string;
}

/** The `events.charges` text of an event priced at `charges`: null when nothing priced it. */
export function chargeLinesText(charges: readonly Charge[]): string | null {
  if (charges.length === 0) return null;
  let text = '[';
  for (let i = 0; i < charges.length; i++) text += (i === 0 ? '' : ',') + chargeLineText(charges[i] as Charge);
  return `${text}]`;
}

/**
 * One line's JSON, written field by field in the order lines have always been stored (the fields
 * every line has, then the optional ones): the text `JSON.stringify` gives for the same object,
 * without an object per line and the generic serializer, which were 2.7% of the main thread on the
 * SQLite batch leg (`npm run bench` with BENCH_PROFILE).
 */
function chargeLineText(charge: Charge): string {
  // A new id is lowercase base 36 (db/ids.ts): JSON text as it is.
  let text = `{"id":"${newId()}","subscription_id":${jsonText(charge.subscriptionId)},"plan_id":${jsonText(charge.planId)}`;
  text += `,"account_type":"${charge.denomination.kind}","quantity":"${formatDecimal(charge.quantity)}","amount":"${formatDecimal(charge.amount)}"`;
  if (charge.feeId !== null) text += `,"fee_id":${jsonText(charge.feeId)}`;
  if (charge.planCatalogId !== null) text += `,"plan_catalog_id":${jsonText(charge.planCatalogId)}`;
  if (charge.catalogEntryKey !== null) text += `,"catalog_entry_key":${jsonText(charge.catalogEntryKey)}`;
  if (charge.productId !== null) text += `,"product_id":${jsonText(charge.productId)}`;
  text +=
    charge.denomination.kind === 'currency'
      ? `,"currency_code":${jsonText(charge.denomination.currencyCode)}`
      : `,"pricing_unit_id":${jsonText(charge.denomination.pricingUnitId)}`;
  if (charge.cost) text += `,"cost_amount":"${formatDecimal(charge.cost.amountMinor)}","cost_currency_code":${jsonText(charge.cost.currency)}`;
  return `${text}}`;
}

/** Text JSON writes as it is (ids, codes) is quoted here; anything else goes through the serializer. */
const PLAIN_JSON_TEXT = /^[\w.:-]*$/;

function jsonText(value: string): string {
  return PLAIN_JSON_TEXT.test(value) ? `"${value}"` : JSON.stringify(value);
}

/**
 * The event's lines with `invoiceId` given to those named in `chargeIds` that have no invoice yet:
 * the new text, how many lines it attached, and whether some line still waits for an invoice.
 */
export function attachLines(text: string | null, chargeIds: ReadonlySet<string>, invoiceId: string): { text: string | null; attached: number; pending: boolean } {
  if (text === null) return { text, attached: 0, pending: false };
  const lines = JSON.parse(text) as ChargeLine[];
  let attached = 0;
  for (const line of lines) {
    if (line.invoice_id !== undefined || !chargeIds.has(line.id)) continue;
    line.invoice_id = invoiceId;
    attached += 1;
  }
  return { text: attached === 0 ? text : JSON.stringify(lines), attached, pending: lines.some((line) => line.invoice_id === undefined) };
}
