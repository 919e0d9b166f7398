/** completeHostedSession: see index.ts. */
import type { Store } from '../../db/store.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { completeInvoiceCheckout } from '../../modules/collections/index.js';
import { findHostedSession, HOSTED_SESSION_REF, type HostedSessionPurpose } from '../../modules/hostedSessions/index.js';
import { completeLinkSession, type HostedCompletion } from '../links/index.js';
import { completePortalCardSetup } from '../portal/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';

export interface SessionCompletion {
  outcome: HostedCompletion;
  /** What the session paid for: a link payment's link kind, or a hosted session's purpose (null: not Meterline's). */
  purpose: 'checkout' | 'signup' | HostedSessionPurpose | null;
  /** The link, invoice or portal link it was for. */
  subjectId: string | null;
}

const UNKNOWN: SessionCompletion = { outcome: 'unknown', purpose: null, subjectId: null };

export async function completeHostedSession(store: Store, provider: PaymentProvider, sessionId: string, now: Date): Promise<SessionCompletion> {
  const state = provider.readHostedCheckout ? await provider.readHostedCheckout(sessionId) : null;
  if (!state) return UNKNOWN;
  const purpose = state.reference[HOSTED_SESSION_REF];
  if (purpose === undefined) {
    const link = await completeLinkSession(store, provider, sessionId, state, now);
    return { outcome: link.outcome, purpose: link.linkKind, subjectId: link.linkId };
  }
  const session = await findHostedSession(store.db, sessionId);
  if (!session || session.purpose !== purpose) return UNKNOWN;
  const scope = { companyId: session.company_id, mode: session.mode };
  const done = { purpose: session.purpose, subjectId: session.subject_id };
  if (session.purpose === 'invoice') {
    const paid = await completeInvoiceCheckout(store.db, provider, session, state, now);
    // The card is the customer's default now: subscriptions that waited for one start.
    if (paid.outcome === 'completed' && paid.cardKept) await startAwaitingSubscriptionsNow(store, now, scope, paid.customerId);
    return { outcome: paid.outcome, ...done };
  }
  return { outcome: await completePortalCardSetup(store, provider, session, state, now), ...done };
}
