/**
 * /portal/{token}: the customer portal, one end customer's account in the company's name:
 * balances and their worth, usage this period by product (an SVG bar chart drawn here and a
 * table), credit grants and their expiry, subscriptions with their next renewal, invoices with
 * their hosted pages, a Return link, and a Buy button per credit pack of their plans.
 *
 * POST /portal/{token}/buy makes a checkout link for the chosen pack (src/modules/portal/
 * buyCreditPack.ts) and sends the customer to it (303); paying happens on the checkout page only.
 * Cards on file and auto top-ups are kept from here too (portalSettingsPage.ts: the setup page at
 * /portal/{token}/cards/new, and posts to cards/default, cards/remove, auto-top-up, auto-top-up/off),
 * and subscriptions changed (portalPlanPage.ts: the quote of a plan change at
 * /portal/{token}/change-plan, and posts to change-plan, subscriptions/cancel, subscriptions/resume).
 * Against cross-site posts: the portal token is in the path (a secret), the form carries a
 * per-page form token bound to it (403 without a valid one), and a browser's
 * `Sec-Fetch-Site: cross-site` is refused too (403).
 *
 * Unknown tokens: 404 page; expired (one hour): 410 page. No JavaScript; the same look and
 * headers as the other hosted pages; everything printed goes through the escaping template.
 */
import type { FastifyReply } from 'fastify';
import { dbContext } from '../db/context.js';
import type { RouteModule } from '../http/api.js';
import type { PaymentProviders } from '../payments/provider.js';
import { companyProfile } from '../modules/platform/index.js';
import { buyCreditPack, newFormToken, portalLinkByToken, portalUrl, verifyFormToken, type PortalLinkTable } from '../modules/portal/index.js';
import { portalOverview } from '../api/portal/index.js';
import { acceptForms, formFields, sendLinkMessage, tokenParam } from './linkPageSupport.js';
import { PAGE_CSP, pageErrorHandler, sendPage } from './render.js';
import { portalView } from './portalView.js';
import { isSettingAction, returnFromCardSetup, runSettingAction, sendCardSetupPage } from './portalSettingsPage.js';
import { isPlanAction, runPlanAction, sendPlanChangeQuote } from './portalPlanPage.js';
import { sessionIdOf } from '../api/links/index.js';

/** The portal's forms post only to this server. */
const PORTAL_CSP = `${PAGE_CSP}; form-action 'self'`;

function unknownPortal(reply: FastifyReply): FastifyReply {
  return sendLinkMessage(reply, 404, {
    companyName: null,
    heading: 'Link not found',
    message: 'This account link does not exist. Check that you copied the whole address, or ask for a new link.',
    backUrl: null,
  });
}

async function expiredPortal(reply: FastifyReply, link: PortalLinkTable, companyName: string | null): Promise<FastifyReply> {
  const who = companyName ?? 'the company that sent it';
  return sendLinkMessage(reply, 410, {
    companyName,
    heading: 'This link has expired',
    message: `Account links are valid for one hour. Ask ${who} for a new one.`,
    backUrl: link.return_url,
  });
}

function forbidden(reply: FastifyReply, companyName: string | null, backUrl: string | null): FastifyReply {
  return sendLinkMessage(reply, 403, {
    companyName,
    heading: 'This request could not be accepted',
    message: 'The form was not sent from your account page. Open the page again and use its buttons.',
    backUrl,
  });
}

export const portalPages = (providers: PaymentProviders): RouteModule => async (app, { store, clock, config }) => {
  await app.register(
    async (pages) => {
      acceptForms(pages);
      pages.setErrorHandler(pageErrorHandler);
      pages.setNotFoundHandler((_request, reply) => unknownPortal(reply));

      pages.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const [token = '', ...rest] = tokenParam(request.params).split('/');
        const setup = rest.join('/') === 'cards/new';
        const changePlan = rest.join('/') === 'change-plan';
        if (rest.length > 0 && !setup && !changePlan) return unknownPortal(reply);
        const now = clock.now();
        const found = await portalLinkByToken(store.db, token, now);
        if (found.state === 'unknown') return unknownPortal(reply);
        const link = found.link;
        const companyName = (await companyProfile(store.db, link.company_id))?.name ?? null;
        if (found.state === 'expired') return expiredPortal(reply, link, companyName);
        if (setup) {
          const page = { reply, companyName, portalUrl: portalUrl(config.publicBaseUrl, token), csp: PORTAL_CSP };
          const sessionId = sessionIdOf(request.query);
          const back = sessionId === null ? null : await returnFromCardSetup(page, { store, providers, now }, link, sessionId);
          if (back) return back;
          return sendCardSetupPage(page, providers, link, newFormToken(token), `/portal/${token}/cards/new`);
        }
        if (changePlan) {
          const query = request.query as Record<string, unknown>;
          const choice = { subscriptionId: typeof query.subscription_id === 'string' ? query.subscription_id : '', planId: typeof query.plan_id === 'string' ? query.plan_id : '' };
          const page = { reply, token, companyName, portalUrl: portalUrl(config.publicBaseUrl, token), csp: PORTAL_CSP };
          return sendPlanChangeQuote(page, { store, providers, publicBaseUrl: config.publicBaseUrl, now, real: new Date() }, link, choice);
        }
        const scope = { companyId: link.company_id, mode: link.mode };
        const overview = await portalOverview(dbContext(store.db, scope, now), store.dialect, link.customer_id, config.publicBaseUrl);
        if (!overview) return unknownPortal(reply);
        const form = { action: `/portal/${token}/buy`, formToken: newFormToken(token), base: `/portal/${token}`, cardsAvailable: providers.forMode(link.mode) !== null };
        return sendPage(reply, 200, 'portal', portalView(overview, now, form, link.return_url, link.mode === 'test'), { csp: PORTAL_CSP });
      });

      pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
        const [token = '', ...rest] = tokenParam(request.params).split('/');
        const action = rest.join('/');
        if (action !== 'buy' && !isSettingAction(action) && !isPlanAction(action)) return unknownPortal(reply);
        const found = await portalLinkByToken(store.db, token, clock.now());
        if (found.state === 'unknown') return unknownPortal(reply);
        const link = found.link;
        const companyName = (await companyProfile(store.db, link.company_id))?.name ?? null;
        if (found.state === 'expired') return expiredPortal(reply, link, companyName);
        const fields = formFields(request.body);
        if (request.headers['sec-fetch-site'] === 'cross-site' || !verifyFormToken(token, fields.form_token)) return forbidden(reply, companyName, link.return_url);
        if (isSettingAction(action)) {
          const page = { reply, companyName, portalUrl: portalUrl(config.publicBaseUrl, token), csp: PORTAL_CSP };
          return runSettingAction(page, { store, providers, now: clock.now() }, link, action, fields);
        }
        if (isPlanAction(action)) {
          const page = { reply, token, companyName, portalUrl: portalUrl(config.publicBaseUrl, token), csp: PORTAL_CSP };
          return runPlanAction(page, { store, providers, publicBaseUrl: config.publicBaseUrl, now: clock.now(), real: new Date() }, link, action, fields);
        }
        const outcome = await buyCreditPack(store.db, clock, config.publicBaseUrl, link, portalUrl(config.publicBaseUrl, token), {
          subscriptionId: fields.subscription_id ?? '',
          creditPackId: fields.credit_pack_id ?? '',
        });
        if (outcome.kind === 'not_yours') {
          return sendLinkMessage(reply, 404, {
            companyName,
            heading: 'This pack is not available',
            message: 'This credit pack cannot be bought from your account. Open the page again and choose one of its packs.',
            backUrl: portalUrl(config.publicBaseUrl, token),
          });
        }
        if (outcome.kind === 'unavailable') {
          return sendLinkMessage(reply, 409, { companyName, heading: 'This purchase is no longer possible', message: outcome.message, backUrl: portalUrl(config.publicBaseUrl, token) });
        }
        // The checkout page on this same server: its path, so the redirect never leaves the host the customer is on.
        return reply.header('cache-control', 'no-store').redirect(new URL(outcome.url).pathname, 303);
      });
    },
    { prefix: '/portal' },
  );
};
