/**
 * `meterline audit [--json]`: recomputes every balance from the ledger, every event cost from its
 * charges and draws, and every invoice total from its lines; prints each difference. Exits 1 when
 * there is one, 0 (with "0 differences") when the store adds up.
 */
import type { Command } from './command.js';
import { withStore } from './platformCommands.js';

export const auditCommand: Command = {
  words: ['audit'],
  usage: 'audit [--json]                          recompute balances and totals from the ledger; exit 1 on any difference',
  async run({ config, print }) {
    const { describeDifference, runAudit } = await import('../audit/index.js');
    const report = await withStore(config, (store) => runAudit(store.db));
    const { wallets, events, invoices, charges } = report.checked;
    const count = report.differences.length;
    const lines = [
      ...report.differences.map(describeDifference),
      `Checked ${wallets} wallets, ${events} events, ${invoices} invoices, ${charges} usage charges: ${count} difference${count === 1 ? '' : 's'}.`,
    ];
    print(report, lines.join('\n'));
    // The command runner exits 0 after a command that returns; a failed audit must not.
    if (count > 0) process.exit(1);
  },
};
