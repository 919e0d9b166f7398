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
 *
 * For the reliability tests (test/reliability/autoTopUpTwoProcesses.slow.test.ts): a request
 * whose Idempotency-Key is still being run answers 409 `idempotency_error`, as Stripe does;
 * `listenAlso` opens another address onto the same fake (one per server process, so a request
 * says which process sent it: its `port`); `holdPaymentIntent` holds the next PaymentIntent
 * request, before it is run or after (the payment made and its key remembered, the answer not
 * sent), until the test releases it: the sender can be killed while its charge is in flight; and
 * `paymentIntentsCreated` lists every PaymentIntent made, with the key and address it came by.
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

/** A PaymentIntent request held by `holdPaymentIntent`. */
export interface HeldPaymentIntent {
  idempotencyKey: string | null;
  /** The fake's port the request came through (`listenAlso`). */
  port: number;
  /** before: not run yet (dropped on release when its sender is gone, as a request that never reached Stripe); after: run, the answer withheld. */
  stage: 'before' | 'after';
  /** Lets the request go on (its answer is sent, to nobody if its sender died). */
  release(): void;
}

/** A PaymentIntent the fake made: the provider's own count of charges. */
export interface CreatedPaymentIntent {
  id: string;
  idempotencyKey: string | null;
  port: number;
  amount: number;
  currency: string;
  status: string;
  /** When it was made (ms since the epoch). */
  at: number;
}

interface Gate {
  stage: 'before' | 'after';
  held: (hold: HeldPaymentIntent) => void;
}

export class FakeStripe {
  readonly resources = new Resources();
  /** Every API request, oldest first (method, path, params, idempotency key), for tests to count. */
  readonly requests: Array<{ method: string; path: string; params: FormObject; idempotencyKey: string | null; port: number }> = [];
  /** Every PaymentIntent made, oldest first. */
  readonly paymentIntentsCreated: CreatedPaymentIntent[] = [];
  /** Requests held before being run whose sender was gone when released (never run). */
  droppedWhileHeld = 0;
  private readonly inFlight = new Set<string>();
  private readonly gates: Gate[] = [];
  private readonly holding = new Set<() => void>();
  private readonly extraServers: http.Server[] = [];
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

  /** Another address onto the same fake (the same objects and idempotency memory). */
  async listenAlso(): Promise<string> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    this.extraServers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const server of [this.server, ...this.extraServers]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  /** Holds the next POST /v1/payment_intents at `stage` until released; resolves once it is held. */
  holdPaymentIntent(stage: 'before' | 'after'): Promise<HeldPaymentIntent> {
    return new Promise((resolve) => this.gates.push({ stage, held: resolve }));
  }

  /** Holds nothing more: the armed holds are dropped and the requests held are let go. */
  releaseHolds(): void {
    this.gates.length = 0;
    for (const release of [...this.holding]) release();
  }

  private hold(gate: Gate | undefined, key: string | null, port: number): Promise<void> {
    if (!gate) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        this.holding.delete(release);
        resolve();
      };
      this.holding.add(release);
      gate.held({ idempotencyKey: key, port, stage: gate.stage, release });
    });
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
    const port = req.socket.localPort ?? 0;
    this.requests.push({ method, path: url.pathname, params, idempotencyKey: key, port });
    const send = (status: number, body: string, replayed = false) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(7).toString('hex')}`, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      res.end(body);
    };
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`) {
      send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const endpoint = `${method} ${url.pathname}`;
    // A hold before applies to the next request whatever it meets; a hold after, to the next one run.
    const heldIntent = endpoint === 'POST /v1/payment_intents';
    if (heldIntent && this.gates[0]?.stage === 'before') {
      await this.hold(this.gates.shift(), key, port);
      // Its sender died while it was held: it never reached Stripe.
      if (res.destroyed || req.socket.destroyed) {
        this.droppedWhileHeld += 1;
        return;
      }
    }
    if (key !== null && method === 'POST') {
      const seen = this.idempotency.get(key);
      if (seen) {
        if (seen.endpoint !== endpoint || seen.params !== canonical(params)) {
          const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
          send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
        } else send(seen.status, seen.body, true);
        return;
      }
      if (this.inFlight.has(key)) {
        send(409, JSON.stringify({ error: { type: 'idempotency_error', message: 'There is currently another in-progress request using this Idempotency-Key. Please try again later.' } }));
        return;
      }
      this.inFlight.add(key);
    }
    const gate = heldIntent && this.gates[0]?.stage === 'after' ? this.gates.shift() : undefined;
    try {
      const [status, body] = await this.route(method, url.pathname, params, key, port);
      const json = JSON.stringify(body);
      // Stripe keeps the answer of a key, errors included, except when the request was not run (a 5xx, a 429).
      if (key !== null && method === 'POST' && status < 500 && status !== 429) this.idempotency.set(key, { endpoint, params: canonical(params), status, body: json });
      if (key !== null) this.inFlight.delete(key);
      await this.hold(gate, key, port);
      if (!res.destroyed) send(status, json);
    } finally {
      if (key !== null) this.inFlight.delete(key);
    }
  }

  private async route(method: string, path: string, params: FormObject, key: string | null, port: number): Promise<[number, object]> {
    const r = this.resources;
    try {
      const parts = path.split('/').filter((p) => p !== '');
      if (method === 'POST' && path === '/v1/customers') return [200, r.createCustomer(params)];
      if (method === 'GET' && parts[1] === 'payment_methods' && parts[2]) return [200, r.paymentMethod(parts[2])];
      if (method === 'POST' && path === '/v1/payment_intents') {
        const { intent, failure } = r.createPaymentIntent(params);
        this.paymentIntentsCreated.push({ id: String(intent.id), idempotencyKey: key, port, amount: Number(intent.amount), currency: String(intent.currency), status: String(intent.status), at: Date.now() });
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
