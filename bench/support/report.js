// What the benchmark prints: a block per leg as it finishes, the issue's targets met or missed, a
// summary table, and the closing `BENCH_RESULT {json}` line.

/** Issue 10's targets per leg; `beats` names a leg whose events/s this one must exceed. */
export const TARGETS = {
  sqlite: { ratio: 0.5, p99_ms: 25, cpu_us_per_event: 100 },
  sqlite_batch: { ratio: 2 },
  postgres: { ratio: 0.25, p99_ms: 50 },
  postgres_batch: { ratio: 0.5 },
  postgres_two_nodes: { beats: 'postgres' },
};
const RSS_TARGET_MIB = 512;

const int = (n) => Math.round(n).toLocaleString('en-US');
const orNa = (value, format = String) => (value === null || value === undefined ? 'n/a' : format(value));

/** The targets this leg misses, as readable strings (empty when all are met). */
export function missedTargets(leg, legs) {
  const target = TARGETS[leg.name] ?? {};
  const missed = [];
  if (target.ratio !== undefined && leg.ratio < target.ratio) missed.push(`ratio ${leg.ratio} < ${target.ratio} (${((leg.ratio / target.ratio) * 100).toFixed(0)}% of target)`);
  if (target.p99_ms !== undefined && leg.p99_ms > target.p99_ms) missed.push(`p99 ${leg.p99_ms} ms > ${target.p99_ms} ms`);
  if (target.cpu_us_per_event !== undefined && leg.cpu_us_per_event > target.cpu_us_per_event) missed.push(`CPU ${leg.cpu_us_per_event} us/event > ${target.cpu_us_per_event}`);
  const rival = target.beats ? legs.find((l) => l.name === target.beats && l.available) : null;
  if (rival && leg.events_per_s <= rival.events_per_s) missed.push(`${leg.events_per_s} events/s not above ${rival.name}'s ${rival.events_per_s}`);
  if (leg.peak_rss_mib > RSS_TARGET_MIB) missed.push(`peak RSS ${leg.peak_rss_mib} MiB > ${RSS_TARGET_MIB}`);
  return missed;
}

function targetText(name) {
  const t = TARGETS[name] ?? {};
  const parts = [];
  if (t.ratio !== undefined) parts.push(`ratio >= ${t.ratio}`);
  if (t.p99_ms !== undefined) parts.push(`p99 <= ${t.p99_ms} ms`);
  if (t.cpu_us_per_event !== undefined) parts.push(`CPU <= ${t.cpu_us_per_event} us/event`);
  if (t.beats) parts.push(`events/s above ${t.beats}`);
  parts.push(`peak RSS <= ${RSS_TARGET_MIB} MiB`);
  return parts.join(', ');
}

export function printLeg(leg) {
  const pad = ' '.repeat(4);
  if (!leg.available) {
    console.log(`\n${leg.name}: NOT AVAILABLE (${leg.reason})`);
    return;
  }
  console.log(`\n${leg.name}: ${leg.description}`);
  const bareBatch = leg.bare_batch_req_per_s === undefined ? '' : `; batch route ${int(leg.bare_batch_req_per_s)} req/s = ${int(leg.bare_batch_req_per_s * leg.batch_size)} events/s`;
  console.log(`${pad}bare Fastify just before: ${int(leg.bare_req_per_s)} req/s on the single route${bareBatch}`);
  const per = leg.batch_size > 1 ? `events/s over the bare single route's req/s` : `over the bare req/s`;
  const ofBatch = leg.ratio_to_bare_batch === undefined ? '' : ` (${(leg.ratio_to_bare_batch * 100).toFixed(1)}% of the bare batch route's events/s)`;
  console.log(`${pad}${int(leg.events_per_s)} events/s (${int(leg.requests_per_s)} req/s)   ratio ${leg.ratio.toFixed(3)} ${per}${ofBatch}`);
  console.log(`${pad}latency p50 ${leg.p50_ms} ms, p99 ${leg.p99_ms} ms   server CPU ${leg.cpu_us_per_event} us/event (${leg.server_cpu_cores} cores busy; bench client ${leg.client_cpu_cores})   peak RSS ${leg.peak_rss_mib} MiB`);
  const roundTrips = leg.round_trips_per_batch === undefined ? '' : `, round trips per batch ${orNa(leg.round_trips_per_batch)}`;
  console.log(`${pad}statements per event ${orNa(leg.statements_per_event)}, per batch ${orNa(leg.statements_per_batch)}${roundTrips} (${orNa(leg.events_per_batch)} events per batch)`);
  const shared = leg.shared_keys === undefined ? '' : `; ${int(leg.shared_keys)} keys sent to both nodes, one usage_id per key: ${leg.one_usage_id_per_key ? 'yes' : 'NO'}`;
  console.log(
    `${pad}acknowledged ${int(leg.acknowledged)}, all stored: ${leg.all_acknowledged_stored ? 'yes' : `NO (${leg.lost} lost)`}; stored ${int(leg.stored)}; ` +
      `keys stored twice ${leg.keys_stored_twice}; events whose usage draws differ from their charges ${leg.events_drawn_wrong} ` +
      `(usage drawn ${leg.usage_total}, charged ${leg.charges_total})${shared}`,
  );
  const troubles = [];
  if (leg.failed_events) troubles.push(`${int(leg.failed_events)} events failed, first: ${leg.first_failure}`);
  if (Object.keys(leg.refusals).length) troubles.push(`non-200 answers ${JSON.stringify(leg.refusals)}, first: ${leg.first_refusal}`);
  if (leg.socket_errors) troubles.push(`${leg.socket_errors} socket errors or timeouts`);
  for (const trouble of troubles) console.log(`${pad}${trouble}`);
  console.log(`${pad}targets (${targetText(leg.name)}): ${leg.targets_missed.length ? `MISSED: ${leg.targets_missed.join('; ')}` : 'met'}`);
}

export function printTable(legs) {
  const rows = [['leg', 'events/s', 'ratio', 'p50 ms', 'p99 ms', 'CPU us/ev', 'RSS MiB', 'stmts/ev', 'stmts/batch', 'stored']];
  for (const l of legs) {
    if (!l.available) rows.push([l.name, 'n/a', '', '', '', '', '', '', '', 'not available']);
    else rows.push([l.name, int(l.events_per_s), l.ratio.toFixed(3), l.p50_ms, l.p99_ms, l.cpu_us_per_event, l.peak_rss_mib, orNa(l.statements_per_event), orNa(l.statements_per_batch), l.all_acknowledged_stored && l.charged_twice === 0 ? 'ok' : 'FAILED'].map(String));
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  console.log('');
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));
}

const RESULT_FIELDS = [
  'events_per_s', 'ratio', 'p99_ms', 'cpu_us_per_event', 'peak_rss_mib', 'all_acknowledged_stored',
  'available', 'p50_ms', 'requests_per_s', 'bare_req_per_s', 'bare_batch_req_per_s', 'ratio_to_bare_batch',
  'statements_per_event', 'statements_per_batch', 'round_trips_per_batch', 'events_per_batch',
  'acknowledged', 'stored', 'lost', 'charged_twice', 'keys_stored_twice', 'events_drawn_wrong', 'shared_keys',
  'one_usage_id_per_key', 'failed_events', 'server_cpu_cores', 'client_cpu_cores', 'targets_missed', 'reason',
];

export function resultLine(legs) {
  const pick = (leg) => Object.fromEntries(RESULT_FIELDS.filter((f) => leg[f] !== undefined).map((f) => [f, leg[f]]));
  return `BENCH_RESULT ${JSON.stringify(Object.fromEntries(legs.map((leg) => [leg.name, pick(leg)])))}`;
}
