/**
 * Several API "nodes" (buildApp instances) over one store, each with its own authenticator cache
 * and a wall clock the test moves by hand, as separate server processes would be.
 */
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Store } from '../../src/db/store.js';
import type { Api } from '../../src/http/api.js';
import { Authenticator } from '../../src/http/authenticator.js';
import { START } from '../support/harness.js';

export interface Reply {
  status: number;
  // Tests read arbitrary JSON; assertions give it shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface ApiNode {
  app: Api;
  authenticator: Authenticator;
  call(key: string | null, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Reply>;
  inject(options: InjectOptions): Promise<Reply>;
}

/** The authenticator's wall clock, moved by the test instead of waiting. */
export class ManualTime {
  constructor(public ms = Date.parse(START)) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), databaseUrl: 'sqlite::memory:', publicBaseUrl: 'http://meterline.test', ...overrides };
}

export async function buildNode(
  store: Store,
  options: { clock?: FixedClock; time?: ManualTime; config?: Partial<Config>; build?: BuildOptions } = {},
): Promise<ApiNode> {
  const time = options.time ?? new ManualTime();
  const authenticator = options.build?.authenticator ?? new Authenticator(store.db, time.now);
  const app = await buildApp(
    { store, config: testConfig(options.config), clock: options.clock ?? new FixedClock(new Date(START)) },
    { ...options.build, authenticator },
  );
  await app.ready();
  const inject = async (injectOptions: InjectOptions): Promise<Reply> => {
    const raw = await app.inject(injectOptions);
    let body: unknown = raw.body;
    try {
      body = raw.json();
    } catch {
      // not JSON
    }
    return { status: raw.statusCode, body, headers: raw.headers };
  };
  return {
    app,
    authenticator,
    inject,
    call: (key, method, url, payload) =>
      inject({
        method,
        url,
        headers: key === null ? {} : { authorization: `Bearer ${key}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A TCP port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A TCP relay in front of PostgreSQL that the test can cut, to make the database unreachable. */
export class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
