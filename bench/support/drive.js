// The load: autocannon posting events (one per request, or batches of `batchSize` to
// POST /v1/events/batch), a unique idempotency key per event, customers spread. It keeps every
// acknowledged usage_id (inserted or duplicate) and, for keys sent twice, whether both answers
// named the same usage_id.
import autocannon from 'autocannon';

function eventFor(customers, seq, runKey) {
  return {
    event_name: 'llm.completion',
    idempotency_key: `${runKey}-${seq}`,
    customer_id: customers[seq % customers.length],
    timestamp: new Date().toISOString(),
    properties: { model: 'gpt-4o', tokens: 1000 + (seq % 500), cost_usd: 0.0125 },
  };
}

/** Shared between the instances of one leg: sequence numbers, answers by key, keys to repeat. */
function createLedger(label) {
  return { runKey: `${label}-${Date.now().toString(36)}`, seq: 0, usageIdByKey: new Map(), conflictingAnswers: 0, events: 0, recent: [] };
}

function record(ledger, key, result) {
  if (result.status !== 'inserted' && result.status !== 'duplicate') return;
  ledger.events += 1;
  const known = ledger.usageIdByKey.get(key);
  if (known === undefined) ledger.usageIdByKey.set(key, result.usage_id);
  else if (known !== result.usage_id) ledger.conflictingAnswers += 1;
}

function run(base, { key, customers, batchSize, connections, seconds }, ledger, repeatShare, repeatFrom) {
  const single = batchSize <= 1;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${single ? '/v1/events/ingest' : '/v1/events/batch'}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            setupRequest(request, context) {
              const events = [];
              for (let i = 0; i < Math.max(1, batchSize); i++) {
                const repeated = repeatFrom && repeatFrom.length > 0 && Math.random() < repeatShare ? repeatFrom.shift() : null;
                if (repeated) {
                  events.push(repeated);
                } else {
                  ledger.seq += 1;
                  const event = eventFor(customers, ledger.seq, ledger.runKey);
                  events.push(event);
                  if (repeatShare > 0 && ledger.recent.length < 10_000) ledger.recent.push(event);
                }
              }
              context.keys = events.map((e) => e.idempotency_key);
              request.body = JSON.stringify(single ? events[0] : { events });
              return request;
            },
            onResponse(status, body, context) {
              if (status !== 200) return;
              const parsed = JSON.parse(body);
              const results = single ? [parsed] : parsed.results;
              results.forEach((result, i) => record(ledger, context.keys[i], result));
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

function summary(results, ledger) {
  return {
    requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) },
    latency: { p50: Math.max(...results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    events: ledger.events,
    acknowledged: [...new Set(ledger.usageIdByKey.values())],
    conflictingAnswers: ledger.conflictingAnswers,
  };
}

export async function drive(base, options) {
  const ledger = createLedger(options.label);
  return summary([await run(base, options, ledger, 0, null)], ledger);
}

/** Two servers at once, half the connections each; 5% of the second's events repeat keys the first sent. */
export async function driveTwo(bases, options) {
  const ledger = createLedger(options.label);
  const half = { ...options, connections: Math.max(1, Math.floor(options.connections / 2)) };
  const results = await Promise.all([run(bases[0], half, ledger, 1, null), run(bases[1], half, ledger, Number(process.env.BENCH_REPEAT_SHARE ?? 0.05), ledger.recent)]);
  return summary(results, ledger);
}
