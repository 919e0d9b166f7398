/**
 * The plan forms (issue 32, item 1), pure: the create form of the plans list as the body of POST
 * /v1/plans (CreatePlanBody) and the edit form of the plan page (name, minimum commitment, "Offer
 * in the customer portal") as the body of POST /v1/plans/{id} (UpdatePlanBody). An empty field is
 * the API's default (plan_code: derived from the name; minimum: none), a number goes as a number
 * and anything else as typed, for the API's schema to refuse in its words.
 */
import { CURRENCY_CODES } from '../money/currency.js';
import { INVOICING_CADENCES, PLAN_TYPES, type Plan } from '../modules/plans/index.js';

export interface PlanForm {
  values: Record<string, string>;
  portalVisible: boolean;
  problems: string[];
}

const CREATE_FIELDS = ['name', 'plan_code', 'type', 'currency_code', 'invoicing_cadence', 'initial_credit_quantity', 'minimum_commitment_cents'] as const;

export const emptyPlanForm = (): PlanForm => ({ values: { type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' }, portalVisible: false, problems: [] });

export function planFormOf(plan: Plan): PlanForm {
  return { values: { name: plan.name, minimum_commitment_cents: plan.minimum_commitment_cents === null ? '' : String(plan.minimum_commitment_cents) }, portalVisible: plan.portal_visible, problems: [] };
}

export function planChoices() {
  return { types: PLAN_TYPES, currencies: CURRENCY_CODES, cadences: INVOICING_CADENCES };
}

function integerOrText(text: string): number | string {
  return /^-?\d{1,16}$/.test(text) ? Number(text) : text;
}

function valuesOf(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? '').trim()]));
}

/** The create form as POST /v1/plans' body; the checkbox `portal_visible` checked is true. */
export function createPlanBodyOf(fields: Record<string, string>): { form: PlanForm; body: Record<string, unknown> } {
  const values = valuesOf(fields, CREATE_FIELDS);
  const portalVisible = fields.portal_visible !== undefined;
  const body: Record<string, unknown> = { name: values.name, portal_visible: portalVisible };
  for (const name of ['plan_code', 'type', 'currency_code', 'invoicing_cadence'] as const) if (values[name]) body[name] = values[name];
  for (const name of ['initial_credit_quantity', 'minimum_commitment_cents'] as const) if (values[name]) body[name] = integerOrText(values[name] ?? '');
  return { form: { values, portalVisible, problems: [] }, body };
}

/** The edit form as POST /v1/plans/{id}'s body: the name, the minimum (empty: none, null) and the portal checkbox. */
export function editPlanBodyOf(fields: Record<string, string>): { form: PlanForm; body: Record<string, unknown> } {
  const values = valuesOf(fields, ['name', 'minimum_commitment_cents']);
  const portalVisible = fields.portal_visible !== undefined;
  const minimum = values.minimum_commitment_cents ?? '';
  const body = { name: values.name, minimum_commitment_cents: minimum === '' ? null : integerOrText(minimum), portal_visible: portalVisible };
  return { form: { values, portalVisible, problems: [] }, body };
}
