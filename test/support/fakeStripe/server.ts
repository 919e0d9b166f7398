/**
 * A local fake of the Stripe API subset Meterline's Stripe provider uses, as Stripe documents it
 * (no machine here reaches Stripe): form-encoded bodies, `Authorization: Bearer sk_...`,
 * `Idempotency-Key` (the same key and parameters answer the first response again, with
 * `Idempotent-Replayed: true`; the same key with other parameters or another endpoint: 400
 * `idempotency_error`), errors as `{ error: { type, code, decline_code, message } }` (402 for card
 * errors, 404 `resource_missing`), `expand[]`, and webhooks it SENDS, signed with
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload" under the endpoint secret>`.
 *
 * Endpoints: POST /v1/customers, GET /v1/payment_methods/:id, POST /v1/payment_intents,
 * POST /v1/refunds, POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id.
 * Test cards (`card` of `completeSession`, `attachCard`): `visa` succeeds on and off session;
 * `chargeDeclined` is declined (`card_declined`, `generic_decline`); `authenticationRequired`
 * pays with the customer present but every off-session charge needs authentication (402
 * `authentication_required`), as Stripe's 4000 0027 6000 3184.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonical, child, parseStripeForm, text, type FormObject } from './form.js';
import { Resources, StripeFailure, type TestCard } from './resources.js';

interface Remembered {
  endpoint: string;
  params: string;
  status: number;
  body: string;
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the fake delivers its webhooks (the server's Stripe webhook route); set later with `deliverTo`. */
  webhookUrl?: string;
}

export class FakeStripe {
  readonly resources = new Resources();
  /** Every API request, oldest first (method, path, params, idempotency key), for tests to count. */
  readonly requests: Array<{ method: string; path: string; params: FormObject; idempotencyKey: string | null }> = [];
  /** Every webhook delivery and the status it was answered. */
  readonly deliveries: Array<{ eventId: string; type: string; status: number }> = [];
  private readonly idempotency = new Map<string, Remembered>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private webhookUrl: string | null;
  url = '';

  constructor(private readonly options: FakeStripeOptions) {
    this.webhookUrl = options.webhookUrl ?? null;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  deliverTo(url: string): void {
    this.webhookUrl = url;
  }

  /** The customer pays on the session's page with `card`: the session completes and `checkout.session.completed` is sent. Answers the success URL the browser is sent to. */
  async completeSession(sessionId: string, card: TestCard = 'visa'): Promise<{ successUrl: string; eventId: string; status: number }> {
    const session = this.resources.completeSession(sessionId, card);
    const sent = await this.send('checkout.session.completed', session);
    return { successUrl: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId), ...sent };
  }

  /** Delivers an event sent before again (Stripe retries, or delivers twice). */
  async redeliver(eventId: string, signature?: string): Promise<number> {
    const event = this.resources.events.get(eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.post(JSON.stringify(event), eventId, String(event.type), signature);
  }

  /** Sends a new event of `type` about `object`. */
  async send(type: string, object: object): Promise<{ eventId: string; status: number }> {
    const event = this.resources.event(type, object);
    return { eventId: String(event.id), status: await this.post(JSON.stringify(event), String(event.id), type) };
  }

  /** The `Stripe-Signature` header Stripe would send for `payload` at `t` (unix seconds). */
  signature(payload: string, t = Math.floor(Date.now() / 1000), secret = this.options.webhookSecret): string {
    const v1 = crypto.createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
    return `t=${t},v1=${v1}`;
  }

  /** Posts a payload to the webhook URL, signed (or with the signature given). */
  async post(payload: string, eventId: string, type: string, signature?: string): Promise<number> {
    if (this.webhookUrl === null) throw new Error('the fake Stripe has nowhere to deliver webhooks');
    const res = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature ?? this.signature(payload), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' }, body: payload });
    await res.arrayBuffer();
    this.deliveries.push({ eventId, type, status: res.status });
    return res.status;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    this.requests.push({ method, path: url.pathname, params, idempotencyKey: key });
    const send = (status: number, body: string, replayed = false) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(7).toString('hex')}`, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const endpoint = `${method} ${url.pathname}`;
    if (key !== null && method === 'POST') {
      const seen = this.idempotency.get(key);
      if (seen) {
        if (seen.endpoint !== endpoint || seen.params !== canonical(params)) {
          const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
          send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
        } else send(seen.status, seen.body, true);
        return;
      }
    }
    const [status, body] = await this.route(method, url.pathname, params);
    const json = JSON.stringify(body);
    // Stripe keeps the answer of a key, errors included, except when the request was not run (a 5xx, a 429).
    if (key !== null && method === 'POST' && status < 500 && status !== 429) this.idempotency.set(key, { endpoint, params: canonical(params), status, body: json });
    send(status, json);
  }

  private async route(method: string, path: string, params: FormObject): Promise<[number, object]> {
    const r = this.resources;
    try {
      const parts = path.split('/').filter((p) => p !== '');
      if (method === 'POST' && path === '/v1/customers') return [200, r.createCustomer(params)];
      if (method === 'GET' && parts[1] === 'payment_methods' && parts[2]) return [200, r.paymentMethod(parts[2])];
      if (method === 'POST' && path === '/v1/payment_intents') {
        const { intent, failure } = r.createPaymentIntent(params);
        if (this.webhookUrl !== null) await this.send(failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent);
        if (failure) throw failure;
        return [200, intent];
      }
      if (method === 'POST' && path === '/v1/refunds') return [200, r.createRefund(params)];
      if (method === 'POST' && path === '/v1/checkout/sessions') return [200, r.createSession(params, `${this.url}/pay`)];
      if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) return [200, r.session(parts[3], expandsOf(params))];
      throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    } catch (error) {
      if (error instanceof StripeFailure) return [error.status, { error: error.body }];
      throw error;
    }
  }
}

function expandsOf(params: FormObject): string[] {
  const expand = params.expand;
  return Array.isArray(expand) ? expand.filter((e): e is string => typeof e === 'string') : [];
}

export { child, text };
