/**
 * A small browser over app.inject for the dashboard's tests: it keeps cookies, follows nothing
 * on its own, and reads the CSRF token out of the page it got, as a person's browser would send it.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Api } from '../../src/http/api.js';
import { createDashboardUser } from '../../src/dashboard/index.js';
import type { Harness } from '../support/harness.js';

export interface Page {
  status: number;
  body: string;
  headers: LightMyRequestResponse['headers'];
  location: string | undefined;
  setCookies: string[];
}

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Api,
    private readonly ip = '203.0.113.7',
    /** Headers sent with every request (a proxy's X-Forwarded-For, say). */
    private readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): string[] {
    const raw = response.headers['set-cookie'];
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const line of list) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return list;
  }

  private async send(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<Page> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...this.headers,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const setCookies = this.remember(response);
    const location = response.headers.location;
    return { status: response.statusCode, body: response.body, headers: response.headers, location: typeof location === 'string' ? location : undefined, setCookies };
  }

  get(url: string): Promise<Page> {
    return this.send('GET', url);
  }

  post(url: string, form: Record<string, string>): Promise<Page> {
    return this.send('POST', url, form);
  }

  /** GETs `pageUrl` and POSTs `form` plus the page's CSRF token to `action`. */
  async submit(pageUrl: string, action: string, form: Record<string, string>): Promise<Page> {
    const page = await this.get(pageUrl);
    return this.post(action, { _csrf: csrfOf(page.body), ...form });
  }

  async signIn(email: string, password: string): Promise<Page> {
    return this.submit('/dashboard/login', '/dashboard/login', { email, password });
  }
}

export function csrfOf(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no CSRF token on the page');
  return match[1];
}

/** A dashboard user of the harness's company (or `companyId`), with its password. */
export async function dashboardUser(h: Harness, email: string, companyId = h.company.id) {
  return createDashboardUser(h.testStore.store.db, h.clock, { companyId, email });
}

/** A browser signed in as a new user of the company. */
export async function signedIn(h: Harness, email: string, companyId = h.company.id, ip?: string): Promise<Browser> {
  const user = await dashboardUser(h, email, companyId);
  const browser = new Browser(h.app, ip);
  const page = await browser.signIn(user.email, user.password);
  if (page.status !== 303) throw new Error(`sign-in answered ${page.status}: ${page.body.slice(0, 300)}`);
  return browser;
}

/** The invite link an owner's page shows once (its path), or undefined. */
export const inviteLinkOf = (html: string) => /<code class="secret" id="invite-link">http:\/\/meterline\.test(\/dashboard\/invite\/[A-Za-z0-9_-]{43})<\/code>/.exec(html)?.[1];
