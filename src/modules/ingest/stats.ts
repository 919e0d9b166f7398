/**
 * Ingest's running counters, process-wide, for `GET /metrics` and the benchmark's statements per
 * event. Counters only: nothing here decides money.
 */
export interface IngestStats {
  /** Batches committed (one group commit or batch request each). */
  batches: number;
  /** Events in those batches. */
  events: number;
  /** SQL statements the batches ran, BEGIN and COMMIT included (on PostgreSQL, round trips). */
  statements: number;
}

export const ingestStats: IngestStats = { batches: 0, events: 0, statements: 0 };

/** The counters in the Prometheus text format. */
export function ingestMetricsText(): string {
  const counters: Array<[string, string, number]> = [
    ['meterline_ingest_batches_total', 'Ingest batches committed', ingestStats.batches],
    ['meterline_ingest_events_total', 'Events in committed ingest batches', ingestStats.events],
    ['meterline_ingest_statements_total', 'SQL statements run by ingest batches (PostgreSQL: round trips)', ingestStats.statements],
  ];
  return counters.map(([name, help, value]) => `# HELP ${name} ${help}\n# TYPE ${name} counter\n${name} ${value}\n`).join('');
}
