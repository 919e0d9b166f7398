// The load: autocannon posting billable events, one per request to POST /v1/events/ingest or
// `batchSize` per request to POST /v1/events/batch, a unique idempotency key per event, customers
// spread. Bodies are built by string concatenation from precomputed parts (the bench process
// shares the machine with the server, so it stays light). It keeps every acknowledged usage_id.
//
// With several servers (the two-node leg) each gets its own autocannon instance and an equal
// share of the connections, and every `shareEvery`-th event of each instance carries a shared
// key: the same event goes to every server at about the same moment. All answers to a shared
// key must name the same usage_id.
import autocannon from 'autocannon';

/** Event JSON text from its parts; `customerJson` is the customer id already quoted. */
function eventJson(key, customerJson, tokens, timestamp) {
  return `{"event_name":"llm.completion","idempotency_key":"${key}","customer_id":${customerJson},"timestamp":"${timestamp}","properties":{"model":"gpt-4o","tokens":${tokens},"cost_usd":0.0125}}`;
}

/** Everything the instances of one run share: the sequence, the answers, shared events in flight. */
function createLedger(label, customers, instances) {
  return {
    runKey: `${label}-${Date.now().toString(36)}`,
    customerJson: customers.map((id) => JSON.stringify(id)),
    instances,
    seq: 0,
    acknowledged: [],
    events: 0,
    failed: 0,
    firstFailure: null,
    firstRefusal: null,
    /** Shared key -> { json, left }: built by the first instance to reach it, `left` still to send it. */
    sharedPending: new Map(),
    /** Shared key -> usage_id of its first acknowledgement. */
    sharedAnswers: new Map(),
    sharedKeys: 0,
    conflictingAnswers: 0,
  };
}

/** The next shared event (the n-th of its kind), the same text for every instance. */
function sharedEvent(ledger, n, timestamp) {
  const key = `${ledger.runKey}-s${n}`;
  let pending = ledger.sharedPending.get(key);
  if (pending === undefined) {
    const json = eventJson(key, ledger.customerJson[(n * 7) % ledger.customerJson.length], 1000 + (n % 500), timestamp);
    pending = { json, left: ledger.instances };
    ledger.sharedPending.set(key, pending);
    ledger.sharedKeys += 1;
  }
  pending.left -= 1;
  if (pending.left === 0) ledger.sharedPending.delete(key);
  return { key, json: pending.json, shared: true };
}

/** The next event of one instance (`lane`): a fresh key, or a shared one every `shareEvery`-th. */
function nextEvent(ledger, lane, timestamp) {
  lane.count += 1;
  if (lane.shareEvery > 0 && lane.count % lane.shareEvery === 0) return sharedEvent(ledger, lane.count / lane.shareEvery, timestamp);
  const seq = ++ledger.seq;
  const key = `${ledger.runKey}-${seq}`;
  return { key, json: eventJson(key, ledger.customerJson[seq % ledger.customerJson.length], 1000 + (seq % 500), timestamp), shared: false };
}

/** One ingest result as answered: acknowledged (inserted or duplicate) or not. */
function record(ledger, result, sharedKey) {
  if (!result || result.success !== true || (result.status !== 'inserted' && result.status !== 'duplicate')) {
    ledger.failed += 1;
    ledger.firstFailure ??= JSON.stringify(result).slice(0, 300);
    return;
  }
  ledger.events += 1;
  ledger.acknowledged.push(result.usage_id);
  if (sharedKey === null) return;
  const first = ledger.sharedAnswers.get(sharedKey);
  if (first === undefined) ledger.sharedAnswers.set(sharedKey, result.usage_id);
  else if (first !== result.usage_id) ledger.conflictingAnswers += 1;
}

function handleResponse(ledger, single, status, body, context) {
  if (status !== 200) {
    ledger.firstRefusal ??= `${status} ${String(body).slice(0, 300)}`;
    return;
  }
  const parsed = JSON.parse(body);
  const results = single ? [parsed] : Array.isArray(parsed.results) ? parsed.results : [];
  for (let i = 0; i < context.count; i++) record(ledger, results[i], context.shared?.get(i) ?? null);
}

function run(base, { key, batchSize, connections, seconds }, ledger, lane) {
  const single = batchSize <= 1;
  const size = Math.max(1, batchSize);
  return autocannon({
    url: `${base}${single ? '/v1/events/ingest' : '/v1/events/batch'}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        setupRequest(request, context) {
          const timestamp = new Date().toISOString();
          const parts = new Array(size);
          context.count = size;
          context.shared = null;
          for (let i = 0; i < size; i++) {
            const event = nextEvent(ledger, lane, timestamp);
            parts[i] = event.json;
            if (event.shared) (context.shared ??= new Map()).set(i, event.key);
          }
          request.body = single ? parts[0] : `{"events":[${parts.join(',')}]}`;
          return request;
        },
        onResponse: (status, body, context) => handleResponse(ledger, single, status, body, context),
      },
    ],
  });
}

/** Statuses other than 200 answered, by code, over all instances. */
function refusals(results) {
  const out = {};
  for (const r of results) {
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) if (code !== '200') out[code] = (out[code] ?? 0) + count;
  }
  return out;
}

function summary(results, ledger) {
  const duration = Math.max(...results.map((r) => r.duration));
  const ok = results.reduce((sum, r) => sum + (r.statusCodeStats?.['200']?.count ?? 0), 0);
  return {
    runKey: ledger.runKey,
    duration,
    requestsPerS: ok / duration,
    eventsPerS: ledger.events / duration,
    // Several instances: the worse of their percentiles (autocannon does not merge histograms).
    latency: { p50: Math.max(...results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    okRequests: ok,
    refusals: refusals(results),
    firstRefusal: ledger.firstRefusal,
    socketErrors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    events: ledger.events,
    failedEvents: ledger.failed,
    firstFailure: ledger.firstFailure,
    acknowledged: [...new Set(ledger.acknowledged)],
    sharedKeys: ledger.sharedKeys,
    conflictingAnswers: ledger.conflictingAnswers,
  };
}

/**
 * Drives `bases` (one or more servers) for `seconds`: `connections` split evenly, `batchSize`
 * events per request (1: the single endpoint), `shareEvery` > 0 sends every n-th key to all.
 */
export async function drive(bases, { key, customers, batchSize, connections, seconds, label, shareEvery = 0 }) {
  const ledger = createLedger(label, customers, bases.length);
  const perServer = Math.max(1, Math.floor(connections / bases.length));
  const options = { key, batchSize, connections: perServer, seconds };
  const results = await Promise.all(bases.map((base) => run(base, options, ledger, { count: 0, shareEvery: bases.length > 1 ? shareEvery : 0 })));
  return summary(results, ledger);
}
