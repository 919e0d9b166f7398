/** `meterline billing run [--at ISO] [--json]`: the billing engine once, for every company and mode. */
import { systemClock } from '../clock.js';
import { parseIsoDateTime } from '../time.js';
import { optionalFlag, UsageError } from './args.js';
import type { Command } from './command.js';
import { withStore } from './platformCommands.js';

export const billingCommands: Command[] = [
  {
    words: ['billing', 'run'],
    usage: 'billing run [--at ISO] [--json]   bill every company and mode up to the instant (default now)',
    async run({ config, args, print }) {
      const at = optionalFlag(args, 'at');
      const asOf = at === undefined ? systemClock.now() : parseIsoDateTime(at);
      if (!asOf) throw new UsageError('--at must be an ISO 8601 date-time with an offset, e.g. 2026-03-01T00:00:00Z');
      const { runBilling } = await import('../billing/index.js');
      const result = await withStore(config, (store) =>
        runBilling(store, {
          asOf,
          log: {
            warn: (details, message) => process.stderr.write(`${message}: ${JSON.stringify(withoutError(details))}\n`),
            error: (details, message) => process.stderr.write(`${message}: ${JSON.stringify(withoutError(details))}\n`),
          },
        }),
      );
      print(
        result,
        `Billed up to ${result.as_of}: ${result.subscriptions_advanced} subscriptions advanced, ` +
          `${result.invoices_created} invoices created, ${result.grants_issued} grants issued.` +
          result.problems.map((p) => `\n  ${p.subscription_id}: ${p.code}: ${p.message}`).join('') +
          result.held.map((h) => `\n  ${h.subscription_id}: held elsewhere (billed through ${h.billed_through ?? 'not started'}): ${h.reason}`).join(''),
      );
      if (result.problems.length > 0) {
        // Exit 1 (some subscriptions wait for the next run), with a one-line message, no stack.
        const failure = new Error(`${result.problems.length} subscriptions could not be billed; the next run retries them`);
        failure.stack = failure.message;
        throw failure;
      }
      if (result.held.length > 0) {
        // Exit 1 too: not everything is billed up to the instant yet; running again bills the rest.
        const failure = new Error(`${result.held.length} subscriptions were held by another run for the whole wait; run again to bill them`);
        failure.stack = failure.message;
        throw failure;
      }
    },
  },
];

function withoutError(details: object): object {
  const { err: _err, ...rest } = details as Record<string, unknown>;
  return rest;
}
