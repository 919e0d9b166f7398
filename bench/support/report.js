// What the benchmark prints: a block per leg as it finishes, issue 33's targets met or missed (by
// how much), a summary table, and the closing `BENCH_RESULT {json}` line.

/**
 * Issue 33's targets per leg (item 2), stretch in `stretch`: CPU per event in the server (us, all
 * threads) and in PostgreSQL's backends, p99, events/s of the hot legs. `p99WhenCoreShare`: the
 * p99 target holds when the server got at least that share of a core. `p99OverP50`: p99 at most
 * that multiple of p50.
 */
export const TARGETS = {
  sqlite: { cpu: 150, p99: 25, p99WhenCoreShare: 0.9, stretch: { cpu: 125, p99: 20 } },
  sqlite_batch: { cpu: 90, p99OverP50: 2, stretch: { cpu: 75 } },
  postgres: { cpu: 130, backend: 110, p99: 50, stretch: { cpu: 110, backend: 80 } },
  postgres_batch: { cpu: 50, backend: 100, stretch: { cpu: 35, backend: 60 } },
  sqlite_hot: { eventsPerS: 6000 },
  postgres_hot: { eventsPerS: 2000, p99: 100 },
};
const RSS_TARGET_MIB = 512;

const int = (n) => (n === null || n === undefined ? 'n/a' : Math.round(n).toLocaleString('en-US'));
const pct = (value, target) => `${(((value - target) / target) * 100).toFixed(0)}% over`;

function misses(leg, t) {
  const out = [];
  if (t.cpu !== undefined && leg.cpu_us_per_event > t.cpu) out.push(`server CPU ${leg.cpu_us_per_event} us/event > ${t.cpu} (${pct(leg.cpu_us_per_event, t.cpu)})`);
  if (t.backend !== undefined && leg.backend_cpu_us_per_event !== null && leg.backend_cpu_us_per_event > t.backend) out.push(`backend CPU ${leg.backend_cpu_us_per_event} us/event > ${t.backend} (${pct(leg.backend_cpu_us_per_event, t.backend)})`);
  const judgeP99 = t.p99WhenCoreShare === undefined || leg.server_core_share >= t.p99WhenCoreShare;
  if (t.p99 !== undefined && judgeP99 && leg.p99_ms > t.p99) out.push(`p99 ${leg.p99_ms} ms > ${t.p99} ms`);
  if (t.p99OverP50 !== undefined && leg.p99_ms > t.p99OverP50 * leg.p50_ms) out.push(`p99 ${leg.p99_ms} ms > ${t.p99OverP50} x p50 ${leg.p50_ms} ms`);
  if (t.eventsPerS !== undefined && leg.events_per_s < t.eventsPerS) out.push(`${int(leg.events_per_s)} events/s < ${int(t.eventsPerS)} (${((leg.events_per_s / t.eventsPerS) * 100).toFixed(0)}% of target)`);
  return out;
}

/** The targets this leg misses, as readable strings (empty when all are met), and the stretch targets it misses. */
export function judge(leg) {
  const target = TARGETS[leg.name] ?? {};
  const missed = misses(leg, target);
  if (leg.peak_rss_mib > RSS_TARGET_MIB) missed.push(`peak RSS ${leg.peak_rss_mib} MiB > ${RSS_TARGET_MIB}`);
  if (!leg.all_acknowledged_stored) missed.push(`${leg.lost} acknowledged events lost, ${leg.charged_twice} charged twice`);
  if (target.p99WhenCoreShare !== undefined && leg.server_core_share < target.p99WhenCoreShare) missed.push(`(p99 not judged: the server got ${leg.server_core_share} of a core, under ${target.p99WhenCoreShare})`);
  return { targets_missed: missed, stretch_missed: target.stretch ? misses(leg, target.stretch) : [] };
}

export function printBare(bare) {
  const batch = bare.batch ? `; batch route (${bare.batch.batch_size} per request) ${int(bare.batch.cpu_us_per_request)} us per request` : '';
  console.log(`\nbare Fastify: ${int(bare.cpu_us_per_request)} us CPU per request on the single route (${bare.server_core_share} of a core, ${int(bare.requests_per_s)} req/s, p99 ${bare.p99_ms} ms; ${bare.kept_runs} of ${bare.runs} runs kept)${batch}`);
}

export function printLeg(leg) {
  const pad = ' '.repeat(4);
  if (!leg.available) {
    console.log(`\n${leg.name}: NOT AVAILABLE (${leg.reason})`);
    return;
  }
  console.log(`\n${leg.name}: ${leg.description}`);
  const backend = leg.backend_cpu_us_per_event === null || leg.backend_cpu_us_per_event === undefined ? '' : ` + PostgreSQL backends ${leg.backend_cpu_us_per_event} us`;
  console.log(`${pad}CPU per event: server ${leg.cpu_us_per_event} us${backend}   cpu_ratio ${leg.cpu_ratio} (bare's ${leg.bare_cpu_us_per_request} us per request / the server's per event)`);
  if (leg.main_thread_cpu_us_per_event !== null && leg.main_thread_cpu_us_per_event !== undefined) {
    console.log(`${pad}of the server's: main thread ${leg.main_thread_cpu_us_per_event} us, other threads ${Math.round(leg.cpu_us_per_event - leg.main_thread_cpu_us_per_event)} us (V8's compiler and GC helpers, fsync, checkpoints)`);
  }
  console.log(`${pad}${int(leg.events_per_s)} events/s (${int(leg.requests_per_s)} req/s)   p50 ${leg.p50_ms} ms, p99 ${leg.p99_ms} ms   peak RSS ${leg.peak_rss_mib} MiB`);
  console.log(`${pad}server got ${leg.server_core_share} of a core (its threads waited ${leg.server_run_queue_wait_share} s per s for one); load generator ${leg.client_core_share}; statements per event ${leg.statements_per_event ?? 'n/a'} (${leg.events_per_batch ?? 'n/a'} events per batch)`);
  console.log(`${pad}medians of ${leg.kept_runs === 0 ? `all ${leg.runs} runs (NONE kept: every run's server got under 0.7 of a core)` : `${leg.kept_runs} of ${leg.runs} runs`}; dropped ${leg.dropped_runs}; per run: ${leg.per_run.map((r) => `${int(r.events_per_s)}/s ${r.cpu_us_per_event} us ${r.server_core_share} core`).join(', ')}`);
  console.log(`${pad}acknowledged ${int(leg.acknowledged)}, all stored and none charged twice: ${leg.all_acknowledged_stored ? 'yes' : `NO (${leg.lost} lost, ${leg.charged_twice} charged twice)`}${leg.shared_keys === undefined ? '' : `; ${int(leg.shared_keys)} keys sent to both nodes`}`);
  if (leg.failed_events) console.log(`${pad}${int(leg.failed_events)} events failed, first: ${leg.first_failure}`);
  if (leg.first_refusal) console.log(`${pad}non-200 answers, first: ${leg.first_refusal}`);
  if (leg.socket_errors) console.log(`${pad}${leg.socket_errors} socket errors or timeouts`);
  console.log(`${pad}issue 33 targets: ${leg.targets_missed.length ? `MISSED: ${leg.targets_missed.join('; ')}` : 'met'}${leg.stretch_missed.length ? `; stretch missed: ${leg.stretch_missed.join('; ')}` : ''}`);
}

export function printTable(legs) {
  const rows = [['leg', 'CPU us/ev', 'backend us/ev', 'cpu_ratio', 'events/s', 'p50 ms', 'p99 ms', 'core', 'RSS MiB', 'runs kept', 'stored']];
  for (const l of legs) {
    if (!l.available) rows.push([l.name, 'n/a', '', '', '', '', '', '', '', '', 'not available']);
    else rows.push([l.name, l.cpu_us_per_event, l.backend_cpu_us_per_event ?? '', l.cpu_ratio, int(l.events_per_s), l.p50_ms, l.p99_ms, l.server_core_share, l.peak_rss_mib, `${l.kept_runs}/${l.runs}`, l.all_acknowledged_stored ? 'ok' : 'FAILED'].map(String));
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  console.log('');
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));
}

/** Per leg, the fields BENCH_RESULT carries (the issue's first), in this order. */
const RESULT_FIELDS = [
  'cpu_us_per_event', 'backend_cpu_us_per_event', 'cpu_ratio', 'events_per_s', 'p50_ms', 'p99_ms', 'server_core_share',
  'all_acknowledged_stored', 'peak_rss_mib', 'dropped_runs', 'kept_runs', 'runs', 'available', 'reason',
  'main_thread_cpu_us_per_event', 'requests_per_s', 'server_run_queue_wait_share', 'client_core_share', 'statements_per_event', 'events_per_batch',
  'acknowledged', 'lost', 'charged_twice', 'failed_events', 'shared_keys', 'targets_missed', 'stretch_missed',
];

/** The issue's fields, null, for a leg that did not run. */
const NOT_RUN = { cpu_us_per_event: null, cpu_ratio: null, events_per_s: null, p50_ms: null, p99_ms: null, server_core_share: null, all_acknowledged_stored: null, peak_rss_mib: null, dropped_runs: null };

export function resultLine(bare, legs, setup) {
  const withNulls = (leg) => (leg.available ? leg : { ...NOT_RUN, ...(leg.name.startsWith('postgres') ? { backend_cpu_us_per_event: null } : {}), ...leg });
  const fields = (leg) => RESULT_FIELDS.filter((f) => leg[f] !== undefined && !(f === 'backend_cpu_us_per_event' && !leg.name.startsWith('postgres')));
  const pick = (leg) => Object.fromEntries(fields(withNulls(leg)).map((f) => [f, withNulls(leg)[f]]));
  const { batch, ...single } = bare;
  const result = { bare: { ...single, ...(batch ? { batch_cpu_us_per_request: batch.cpu_us_per_request } : {}) }, ...Object.fromEntries(legs.map((leg) => [leg.name, pick(leg)])), setup };
  return `BENCH_RESULT ${JSON.stringify(result)}`;
}
