/** `meterline user create`: a dashboard user of a company, with a generated password shown once. */
import { systemClock } from '../clock.js';
import { requireFlag } from './args.js';
import type { Command } from './command.js';
import { withStore } from './platformCommands.js';

export const dashboardCommands: Command[] = [
  {
    words: ['user', 'create'],
    usage: 'user create --company ID --email EMAIL [--json]   a dashboard user; prints its password once',
    async run({ config, args, print }) {
      const companyId = requireFlag(args, 'company');
      const email = requireFlag(args, 'email');
      const { createDashboardUser } = await import('../dashboard/index.js');
      const user = await withStore(config, (store) => createDashboardUser(store.db, systemClock, { companyId, email }));
      print(
        { id: user.id, email: user.email, password: user.password },
        `Created dashboard user ${user.email} (${user.id}). Password:\n\n  ${user.password}\n\nStore it now: it is not shown again. Sign in at ${config.publicBaseUrl}/dashboard/login`,
      );
    },
  },
];
