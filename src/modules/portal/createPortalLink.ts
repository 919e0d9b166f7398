/**
 * POST /v1/customer-portal-links: a link to one customer's portal page, valid one hour and
 * reusable within it (the customer may reload, come back from a checkout, open it in two tabs).
 *
 * 404 NOT_FOUND for a customer that is not in the key's company and mode (as every customer
 * route); 400 VALIDATION_ERROR for a return_url that is not an absolute http(s) URL.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { hashToken, newToken, redirectUrlField } from '../links/index.js';
import * as repo from './repo.js';
import type { CreateCustomerPortalLinkBody, CustomerPortalLink } from './schemas.js';
import type { PortalLinkTable } from './tables.js';

/** A portal link lives one hour from creation. */
export const PORTAL_LINK_LIFETIME_MS = 60 * 60 * 1000;

export function portalUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/portal/${token}`;
}

export function toCustomerPortalLink(row: PortalLinkTable, url: string): CustomerPortalLink {
  return { id: row.id, customer_id: row.customer_id, url, token_expiration: row.expires_at, return_url: row.return_url, created_at: row.created_at, plan_change_timing: row.plan_change_timing };
}

export async function createPortalLink(
  db: Kysely<Database>,
  clock: Clock,
  publicBaseUrl: string,
  scope: Scope,
  body: CreateCustomerPortalLinkBody,
): Promise<CustomerPortalLink> {
  const problems: ProblemDetail[] = [];
  const returnUrl = redirectUrlField(body.return_url, 'return_url', problems);
  if (problems.length) throw invalid(problems);
  const customer = await findCustomer({ db, scope }, body.customer_id);
  if (!customer) throw notFound('Customer', body.customer_id);

  const now = clock.now();
  const token = newToken();
  const row: PortalLinkTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    token_hash: hashToken(token),
    customer_id: customer.id,
    return_url: returnUrl,
    plan_change_timing: body.plan_change_timing ?? 'now',
    expires_at: toIso(new Date(now.getTime() + PORTAL_LINK_LIFETIME_MS)),
    created_at: toIso(now),
  };
  await repo.insertPortalLink(db, row);
  return toCustomerPortalLink(row, portalUrl(publicBaseUrl, token));
}
