/**
 * `meterline user create --company ID --email EMAIL [--json]`, run in-process against the
 * harness's store: prints the generated password once, which then signs in; refuses an unknown
 * company, a bad email and a second account with the same email (exit status 2 in the CLI).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args.js';
import { dashboardCommands } from '../../src/cli/dashboardCommands.js';
import { PlatformError } from '../../src/modules/platform/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser } from './browser.js';

describeEachStore('meterline user create', (kind) => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-user-'));
    // SQLite in a file, so the command's own connection sees the harness's data.
    h = await createHarness(kind, { company: { name: 'Acme AI' }, sqliteFile: path.join(dir, 'meterline.db') });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function run(argv: string[], json: boolean): Promise<string[]> {
    const printed: string[] = [];
    const command = dashboardCommands.find((c) => c.words.join(' ') === 'user create');
    if (!command) throw new Error('no user create command');
    await command.run({
      config: { ...h.config, databaseUrl: h.testStore.url },
      args: parseArgs(argv),
      json,
      print: (result, human) => printed.push(json ? JSON.stringify(result) : human),
    });
    return printed;
  }

  it('--json prints { id, email, password } once; the password signs in', async () => {
    const [out] = await run(['user', 'create', '--company', h.company.id, '--email', 'Founder@Acme.test', '--json'], true);
    const user = JSON.parse(out ?? '{}') as { id: string; email: string; password: string };
    expect(Object.keys(user).sort()).toEqual(['email', 'id', 'password']);
    expect(user.email).toBe('founder@acme.test');
    const page = await new Browser(h.app).signIn('founder@acme.test', user.password);
    expect([page.status, page.location]).toEqual([303, '/dashboard']);
  });

  it('the human output shows the password and says it is not shown again', async () => {
    const [out] = await run(['user', 'create', '--company', h.company.id, '--email', 'second@acme.test'], false);
    expect(out).toMatch(/Password:\n\n {2}[A-Za-z0-9]{20}\n\nStore it now: it is not shown again\./);
  });

  it('refuses an unknown company, a bad email and a taken email', async () => {
    await expect(run(['user', 'create', '--company', 'nope', '--email', 'a@b.test'], true)).rejects.toThrow(PlatformError);
    await expect(run(['user', 'create', '--company', h.company.id, '--email', 'not-an-email'], true)).rejects.toThrow(/Not an email address/);
    await expect(run(['user', 'create', '--company', h.company.id, '--email', 'FOUNDER@acme.test'], true)).rejects.toThrow(/already exists/);
    await expect(run(['user', 'create', '--company', h.company.id], true)).rejects.toThrow(/--email is required/);
    expect(await h.testStore.store.db.selectFrom('dashboard_users').select('email').orderBy('email').execute()).toEqual([
      { email: 'founder@acme.test' },
      { email: 'second@acme.test' },
    ]);
  });
});
