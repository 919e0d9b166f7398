/**
 * The list pages' customer and plan filters, picked by name: the operator types a name (a
 * customer's name, email or external id; a plan's name or code) in a search box, and the server
 * resolves it through the owning module's search. One match (or one whose name is exactly the
 * text) filters the list; several are offered as links to pick from, and the list waits; none is
 * said. A link that already names the id (`customer_id=`, `plan_id=`: "this customer's events")
 * filters by it and shows its name in the box.
 *
 * The form carries the picked id in a hidden field beside the box: the id holds while the box
 * still shows that one's name, and the typed text wins once it differs (emptied: no filter).
 */
import type { FastifyRequest } from 'fastify';
import type { ScopedDb } from '../db/context.js';
import { findCustomer, searchCustomers, type Customer, type CustomerTable } from '../modules/customers/index.js';
import { findPlan, searchPlans, type PlanTable } from '../modules/plans/index.js';
import { customerName } from './customerNames.js';
import { pageOf, urlWith } from './paging.js';
import { queryString } from './support.js';

/** Matches offered to pick from, at most. */
const CHOICES = 10;

export interface FilterPick {
  /** The id the list is filtered by; undefined for no filter or while unresolved. */
  id: string | undefined;
  /** What the box shows: the picked one's name, or the text typed. */
  text: string;
  /** Several match: each with the id to filter by. */
  choices: Array<{ id: string; name: string; detail: string }>;
  /** Nothing matches: the words the page shows. */
  problem: string | null;
  /** The text matched nothing or several: the list shows nothing until one is picked. */
  unresolved: boolean;
}

interface Found {
  id: string;
  name: string;
  detail: string;
}

const none = (text: string): FilterPick => ({ id: undefined, text, choices: [], problem: null, unresolved: false });
const picked = (found: Found): FilterPick => ({ id: found.id, text: found.name, choices: [], problem: null, unresolved: false });

async function pick(request: FastifyRequest, idParam: string, textParam: string, kind: string, byId: (id: string) => Promise<Found | undefined>, search: (text: string) => Promise<Found[]>): Promise<FilterPick> {
  const id = queryString(request, idParam)?.trim() || undefined;
  const typed = queryString(request, textParam);
  const text = typed?.trim().slice(0, 200) ?? '';
  if (id) {
    const found = await byId(id);
    // A link names the id alone; a form keeps it while the box still shows its name.
    if (typed === undefined || (found && text === found.name)) return found ? picked(found) : { ...none(id), id };
  }
  if (!text) return none('');
  const matches = await search(text);
  const exact = matches.filter((m) => m.name.toLowerCase() === text.toLowerCase());
  const only = exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : undefined;
  if (only) return picked(only);
  if (matches.length === 0) return { ...none(text), problem: `No ${kind} matches “${text}”.`, unresolved: true };
  return { ...none(text), choices: matches, unresolved: true };
}

function customerFound(customer: CustomerLike): Found {
  return { id: customer.id, name: customerName(customer), detail: [customer.email, customer.external_id].filter(Boolean).join(' · ') };
}
type CustomerLike = Pick<Customer | CustomerTable, 'id' | 'name' | 'first_name' | 'last_name' | 'email' | 'external_id'>;

function planFound(plan: PlanTable): Found {
  return { id: plan.id, name: plan.name, detail: [plan.plan_code, plan.currency_code.toUpperCase()].filter(Boolean).join(' · ') };
}

/** The customer filter: `customer_id` (a link's) or `customer` (the box's text). */
export async function pickCustomer(ctx: ScopedDb, request: FastifyRequest): Promise<FilterPick> {
  return pick(
    request,
    'customer_id',
    'customer',
    'customer',
    async (id) => {
      const customer = await findCustomer(ctx, id);
      return customer ? customerFound(customer) : undefined;
    },
    async (text) => (await searchCustomers(ctx, pageOf(undefined, CHOICES), text)).items.map(customerFound),
  );
}

/** The plan filter: `plan_id` (a link's) or `plan` (the box's text). */
export async function pickPlan(ctx: ScopedDb, request: FastifyRequest): Promise<FilterPick> {
  return pick(
    request,
    'plan_id',
    'plan',
    'plan',
    async (id) => {
      const plan = await findPlan(ctx, id);
      return plan ? planFound(plan) : undefined;
    },
    async (text) => (await searchPlans(ctx, text, CHOICES)).map(planFound),
  );
}

export interface PickView {
  /** The box's field name ("customer") and the hidden id's ("customer_id"). */
  textParam: string;
  idParam: string;
  text: string;
  id: string;
  choices: Array<{ name: string; detail: string; id: string; url: string }>;
  problem: string | null;
}

/** What the filter form and its choices print; each choice links to `path` with the page's other filters and its id. */
export function pickView(pick: FilterPick, params: { idParam: string; textParam: string }, path: string, others: Record<string, string | undefined>): PickView {
  return {
    ...params,
    text: pick.text,
    id: pick.id ?? '',
    choices: pick.choices.map((c) => ({ ...c, url: urlWith(path, { ...others, [params.idParam]: c.id }) })),
    problem: pick.problem,
  };
}
