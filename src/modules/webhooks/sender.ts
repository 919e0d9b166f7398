/**
 * One HTTP attempt of a webhook (issue 15, items 5 and 8): a POST of the event's JSON with the
 * signature headers, answered within WEBHOOK_TIMEOUT_MS or counted as a timeout. Redirects are not
 * followed (a 3xx is a failed attempt, like any non-2xx); at most RESPONSE_LIMIT_BYTES of the body
 * are read, then the connection is dropped. A live-mode endpoint is only ever connected to on a
 * public address, checked after DNS (urlSafety.ts).
 *
 * The duration is measured on the process's monotonic timer: it is how long the receiver took,
 * not a business time.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { isNonPublicAddress, publicOnlyLookup } from './urlSafety.js';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RESPONSE_LIMIT_BYTES = 1024;

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Connect only to public addresses (live mode, unless WEBHOOK_ALLOW_PRIVATE_URLS). */
  publicOnly: boolean;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

export function isSuccess(result: AttemptResult): boolean {
  return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
}

export function postWebhook(request: WebhookRequest): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (request.publicOnly && net.isIP(host) !== 0 && isNonPublicAddress(host)) {
    return Promise.resolve({ statusCode: null, durationMs: 0, error: `address ${host} is not public`, responseBody: null });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(request.body)),
        'user-agent': 'Meterline-Webhooks/1',
        ...request.headers,
      },
      ...(request.publicOnly ? { lookup: publicOnlyLookup } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, error: `no answer within ${timeoutMs / 1000} s`, responseBody: null });
    }, timeoutMs);
    req.on('error', (error) => finish({ statusCode: null, error: error.message || 'connection failed', responseBody: null }));
    req.on('response', (res) => {
      const statusCode = res.statusCode ?? null;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_LIMIT_BYTES).toString('utf8');
        const redirect = statusCode !== null && statusCode >= 300 && statusCode < 400 ? `redirect to ${res.headers.location ?? '?'} not followed` : null;
        finish({ statusCode, error: redirect, responseBody: body === '' ? null : body });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_LIMIT_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}
