/**
 * A small HTTP client over keep-alive sockets, for driving a real server: answers, or throws a
 * NetworkError when the request got no answer (connection refused, reset by a killed server).
 */
import http from 'node:http';

export class NetworkError extends Error {}

export interface Answer {
  status: number;
  // Tests read arbitrary JSON; assertions give it shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface HttpClient {
  baseUrl: string;
  send(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): void;
}

export function httpClient(baseUrl: string, key: string, options: { maxSockets?: number; timeoutMs?: number } = {}): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const url = new URL(baseUrl);
  const timeoutMs = options.timeoutMs ?? 60_000;
  return {
    baseUrl,
    send(method, path, body, headers) {
      return new Promise<Answer>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const request = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              authorization: `Bearer ${key}`,
              ...(headers ?? {}),
              ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('error', (error) => reject(new NetworkError(error.message)));
            response.on('end', () => {
              if (!response.complete) return reject(new NetworkError('response cut short'));
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON
              }
              resolve({ status: response.statusCode ?? 0, body: parsed });
            });
          },
        );
        request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        request.on('error', (error) => reject(new NetworkError(error.message)));
        if (payload !== undefined) request.write(payload);
        request.end();
      });
    },
    close() {
      agent.destroy();
    },
  };
}

/** Runs `work` over `items` with at most `concurrency` in flight; stops taking new items once `stop()` is true. */
export async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!stop() && next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
