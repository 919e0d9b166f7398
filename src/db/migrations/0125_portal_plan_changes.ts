/**
 * Plan changes on the customer portal (issue 32, item 5):
 * - `plans.portal_visible`: the company offers the plan on its customers' portals (0, the default
 *   and every existing plan's value: offered nowhere; 1: offered to the subscriptions of its currency);
 * - `portal_links.plan_change_timing`: when a plan change the customer makes on that portal takes
 *   effect, `now` (the default, and every existing link's) or `end_of_period`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('portal_visible', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('portal_links').addColumn('plan_change_timing', 'text', (c) => c.notNull().defaultTo('now')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_links').dropColumn('plan_change_timing').execute();
  await db.schema.alterTable('plans').dropColumn('portal_visible').execute();
}
