/** The fake Stripe's objects (Customers, PaymentMethods, PaymentIntents, Refunds, Checkout Sessions, Events), shaped as Stripe's. */
import crypto from 'node:crypto';
import { child, text, type FormObject } from './form.js';

export type TestCard = 'visa' | 'chargeDeclined' | 'authenticationRequired';
type Obj = Record<string, unknown>;

const CARDS: Record<TestCard, { brand: string; last4: string }> = {
  visa: { brand: 'visa', last4: '4242' },
  chargeDeclined: { brand: 'visa', last4: '0002' },
  authenticationRequired: { brand: 'visa', last4: '3184' },
};
/** Stripe's test PaymentMethods by id. */
const TEST_METHODS: Record<string, TestCard> = { pm_card_visa: 'visa', pm_card_chargeDeclined: 'chargeDeclined', pm_card_authenticationRequired: 'authenticationRequired' };

export interface StripeErrorBody {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: Obj;
}

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const missing = (what: string, value: string, param = 'id') => new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${what}: '${value}'` });
const required = (param: string) => new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });

function amountOf(value: string | undefined, param: string): number {
  if (value === undefined) throw required(param);
  if (!/^\d+$/.test(value)) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param, message: `Invalid integer: ${value}` });
  return Number(value);
}

export class Resources {
  readonly customers = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj & { card_kind: TestCard }>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly events = new Map<string, Obj>();

  createCustomer(params: FormObject): Obj {
    const customer = { id: id('cus'), object: 'customer', created: now(), name: text(params, 'name') ?? null, email: text(params, 'email') ?? null, metadata: child(params, 'metadata'), livemode: false };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A card the customer entered (on a Checkout page), attached to `customer`. */
  attachCard(customer: string, card: TestCard): Obj & { card_kind: TestCard } {
    const method = { id: id('pm'), object: 'payment_method', type: 'card', customer, created: now(), livemode: false, card: { ...CARDS[card], exp_month: 12, exp_year: 2034, funding: 'credit', country: 'US' }, metadata: {}, card_kind: card };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  paymentMethod(methodId: string): Obj {
    const method = this.paymentMethods.get(methodId);
    if (method) return publicOf(method);
    const kind = TEST_METHODS[methodId];
    if (!kind) throw missing('PaymentMethod', methodId);
    return { id: methodId, object: 'payment_method', type: 'card', customer: null, card: { ...CARDS[kind], exp_month: 12, exp_year: 2034 }, metadata: {} };
  }

  createPaymentIntent(params: FormObject): { intent: Obj; failure: StripeFailure | null } {
    const amount = amountOf(text(params, 'amount'), 'amount');
    const currency = text(params, 'currency');
    if (currency === undefined) throw required('currency');
    const methodId = text(params, 'payment_method');
    const customer = text(params, 'customer') ?? null;
    const kind = methodId === undefined ? undefined : (this.paymentMethods.get(methodId)?.card_kind ?? TEST_METHODS[methodId]);
    if (methodId !== undefined && kind === undefined) throw missing('PaymentMethod', methodId, 'payment_method');
    const attachedTo = methodId === undefined ? null : (this.paymentMethods.get(methodId)?.customer ?? null);
    if (attachedTo !== null && attachedTo !== customer) {
      throw new StripeFailure(400, { type: 'invalid_request_error', param: 'payment_method', message: `The provided PaymentMethod belongs to another Customer.` });
    }
    const intent: Obj = { id: id('pi'), object: 'payment_intent', amount, amount_received: 0, currency, customer, payment_method: methodId ?? null, description: text(params, 'description') ?? null, metadata: child(params, 'metadata'), created: now(), livemode: false, status: 'requires_payment_method', last_payment_error: null };
    this.paymentIntents.set(String(intent.id), intent);
    if (text(params, 'confirm') !== 'true' || kind === undefined) return { intent, failure: null };
    const offSession = text(params, 'off_session') === 'true';
    const decline = kind === 'chargeDeclined' ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } : kind === 'authenticationRequired' && offSession ? { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' } : null;
    if (decline) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', ...decline } });
      return { intent, failure: new StripeFailure(402, { type: 'card_error', ...decline, payment_intent: intent }) };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount });
    return { intent, failure: null };
  }

  createRefund(params: FormObject): Obj {
    const intentId = text(params, 'payment_intent') ?? text(params, 'charge');
    if (intentId === undefined) throw required('payment_intent');
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
    const received = Number(intent.amount_received);
    const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = text(params, 'amount') === undefined ? received - refunded : amountOf(text(params, 'amount'), 'amount');
    if (received === 0) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `This PaymentIntent has no successful charge to refund.` });
    if (amount <= 0 || refunded + amount > received) {
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${received - refunded})` });
    }
    const refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intentId, status: 'succeeded', metadata: child(params, 'metadata'), created: now() };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  createSession(params: FormObject, payBase: string): Obj {
    const mode = text(params, 'mode');
    if (mode !== 'payment' && mode !== 'setup') throw required('mode');
    const successUrl = text(params, 'success_url');
    if (successUrl === undefined) throw required('success_url');
    const customer = text(params, 'customer') ?? null;
    if (customer !== null && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    let amount: number | null = null;
    let currency = text(params, 'currency') ?? null;
    if (mode === 'payment') {
      const items = params.line_items;
      if (!Array.isArray(items) || items.length === 0) throw required('line_items');
      amount = 0;
      for (const item of items) {
        if (typeof item !== 'object' || Array.isArray(item)) throw required('line_items[0][price_data]');
        const price = child(item, 'price_data');
        currency = text(price, 'currency') ?? null;
        amount += amountOf(text(price, 'unit_amount'), 'line_items[0][price_data][unit_amount]') * amountOf(text(item, 'quantity') ?? '1', 'line_items[0][quantity]');
      }
    } else if (currency === null) throw required('currency');
    const sessionId = id('cs_test');
    const session: Obj = { id: sessionId, object: 'checkout.session', mode, status: 'open', payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid', amount_total: amount, currency, customer, client_reference_id: text(params, 'client_reference_id') ?? null, metadata: child(params, 'metadata'), success_url: successUrl, cancel_url: text(params, 'cancel_url') ?? null, url: `${payBase}/${sessionId}`, payment_intent: null, setup_intent: null, created: now(), expires_at: now() + 24 * 3600, livemode: false, payment_intent_data: child(params, 'payment_intent_data') };
    this.sessions.set(sessionId, session);
    return publicOf(session);
  }

  /** The customer paid on the session's page with `card` (the card is saved on the session's customer). */
  completeSession(sessionId: string, card: TestCard): Obj {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
    if (card === 'chargeDeclined') throw new Error('a declined card does not complete a Checkout Session (the customer stays on the page)');
    const method = this.attachCard(String(session.customer), card);
    if (session.mode === 'payment') {
      const intent = { id: id('pi'), object: 'payment_intent', amount: session.amount_total, amount_received: session.amount_total, currency: session.currency, customer: session.customer, payment_method: method.id, status: 'succeeded', metadata: child(session.payment_intent_data as FormObject, 'metadata'), created: now(), livemode: false };
      this.paymentIntents.set(intent.id, intent);
      Object.assign(session, { payment_intent: intent.id, payment_status: 'paid' });
    } else {
      const setup = { id: id('seti'), object: 'setup_intent', customer: session.customer, payment_method: method.id, status: 'succeeded', usage: 'off_session' };
      this.setupIntents.set(setup.id, setup);
      session.setup_intent = setup.id;
    }
    session.status = 'complete';
    return publicOf(session);
  }

  session(sessionId: string, expand: string[]): Obj {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    const out = publicOf(session);
    for (const path of expand) {
      const [field, inner] = path.split('.');
      const table = field === 'payment_intent' ? this.paymentIntents : field === 'setup_intent' ? this.setupIntents : null;
      const value = field === undefined ? null : out[field];
      if (!table || typeof value !== 'string') continue;
      const expanded: Obj = { ...(table.get(value) ?? {}) };
      if (inner === 'payment_method' && typeof expanded.payment_method === 'string') expanded.payment_method = this.paymentMethod(expanded.payment_method);
      out[field as string] = expanded;
    }
    return out;
  }

  event(type: string, object: object): Obj {
    const event = { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
    this.events.set(event.id, event);
    return event;
  }
}

/** What Stripe shows of an object (the fake's own bookkeeping fields left out). */
function publicOf(object: Obj): Obj {
  const { card_kind: _kind, payment_intent_data: _data, ...rest } = object;
  return { ...rest };
}
