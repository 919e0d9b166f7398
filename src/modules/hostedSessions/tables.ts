import type { Mode } from '../../kernel/mode.js';

/**
 * A session on the provider's own payment page (Stripe Checkout) that pays no link: `invoice` (a
 * hosted invoice's Pay button; subject: the invoice) or `card` (the portal's "Add a card", a setup
 * session; subject: the portal link). `open` until its completion acts once: `completed`, or
 * `refund_owed` (an invoice settled another way meanwhile: the collection refunds it), or
 * `expired` (the customer never paid).
 */
export type HostedSessionPurpose = 'invoice' | 'card';
export type HostedSessionStatus = 'open' | 'completed' | 'refund_owed' | 'expired';

export interface HostedSessionTable {
  session_id: string;
  company_id: string;
  mode: Mode;
  purpose: HostedSessionPurpose;
  subject_id: string;
  customer_id: string;
  /** 1: the card it is paid with becomes the customer's default. */
  keep_card: number;
  /** The provider's page, for a second click while it is still open. */
  url: string;
  status: HostedSessionStatus;
  /** What the customer is sent to pay (0: a setup). */
  amount_minor: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface HostedSessionTables {
  hosted_sessions: HostedSessionTable;
}
