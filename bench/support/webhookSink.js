// A receiver for the benchmark's webhook endpoint (BENCH_WEBHOOKS=1): answers every delivery 204
// and counts them, so the legs run with an endpoint subscribed to every event type.
import http from 'node:http';

export async function startWebhookSink() {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/meterline`,
    received: () => received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Subscribes the bench company to every event type, at the sink. */
export async function subscribeEverything(base, key, sink) {
  const res = await fetch(`${base}/v1/webhook-endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: sink.url, description: 'benchmark: every event type' }),
  });
  if (res.status !== 201) throw new Error(`webhook endpoint: ${res.status} ${await res.text()}`);
}
