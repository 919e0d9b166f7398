/**
 * The README's examples work as written (issue 26, item 8): its "A first priced event" block is
 * read out of README.md and run call by call against a fresh server with the shipped catalogs
 * loaded (as `serve` and `migrate` load them), each `<... id>` replaced by the id the call that
 * shows it answered, and every answer the README prints is checked against the real one. Then the
 * event is priced as computed by hand, and the batch example of "Ingesting usage" runs after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadShippedCatalogs } from '../../src/modules/catalogs/index.js';
import { createHarness, type ApiResponse, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The text of a `## ` section of the README, up to the next one. */
function section(heading: string): string {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `README has no section "${heading}"`).toBeGreaterThan(0);
  const end = README.indexOf('\n## ', start + heading.length + 4);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The ```sh blocks of a section, without their fences (and without the indentation of a list item's block). */
function shellBlocks(text: string): string[] {
  return [...text.matchAll(/^( *)```sh\n([\s\S]*?)^\1```$/gm)].map((m) => (m[2] as string).replace(new RegExp(`^${m[1] as string}`, 'gm'), ''));
}

interface Call {
  method: 'GET' | 'POST';
  /** The path, with `<...>` placeholders. */
  path: string;
  /** The body as written, with placeholders; null for a GET. */
  body: string | null;
  /** The `# ...` lines that follow the command: the answer the README shows. */
  shown: string[];
}

/**
 * The curl commands of a block: a command runs from `curl` over its continuation lines; the
 * `# {...}` line after it (and its `#  ` continuations) is the answer shown. Another comment or a
 * blank line ends it.
 */
function calls(block: string): Call[] {
  const out: Call[] = [];
  let text: string | null = null;
  let shown: string[] = [];
  const flush = () => {
    if (text === null) return;
    const command = text.replace(/\\\n/g, ' ');
    const url = /http:\/\/127\.0\.0\.1:8080((?:[^\s<]|<[a-z ]+>)+)/.exec(command);
    expect(url, command).not.toBeNull();
    expect(command, 'each call is made with the test key').toContain('-H "Authorization: Bearer ak_test_..."');
    const body = /-d '([\s\S]*)'/.exec(command);
    out.push({ method: body ? 'POST' : 'GET', path: url?.[1] ?? '', body: body?.[1] ?? null, shown });
    text = null;
    shown = [];
  };
  for (const line of block.split('\n')) {
    const answer = text !== null && (line.startsWith('# {') || (shown.length > 0 && line.startsWith('#  ')));
    if (line.startsWith('curl ')) {
      flush();
      text = line;
    } else if (answer) {
      shown.push(line.slice(1).trim());
    } else if (line.startsWith('#') || line.trim() === '') {
      flush();
    } else if (text !== null && shown.length === 0) {
      text += `\n${line}`;
    }
  }
  flush();
  return out;
}

function fill(text: string, ids: Map<string, string>): string {
  return text.replace(/<([a-z ]+ id)>/g, (whole, name: string) => {
    const id = ids.get(name);
    expect(id, `${whole} is used before a call shows it`).toBeDefined();
    return id as string;
  });
}

/** The `"key":"value"` pairs a shown answer prints, other than placeholders and elisions. */
function shownPairs(text: string): [string, string | boolean][] {
  return [...text.matchAll(/"(\w+)":(?:"([^"]*)"|(true|false))/g)]
    .filter((m) => !(m[2] ?? '').includes('<') && !(m[2] ?? '').includes('...') && m[1] !== 'success')
    .map((m) => [m[1] as string, m[3] === undefined ? (m[2] as string) : m[3] === 'true']);
}

/** Checks the answer against what the README shows, and learns the ids it names (`"id":"<plan id>"`). */
function learn(call: Call, res: ApiResponse<Record<string, unknown>>, ids: Map<string, string>): void {
  const shown = call.shown.join(' ');
  const named = /^\{"success":true,"(\w+)":(\[?)\{"id":"<([a-z ]+ id)>"/.exec(shown);
  if (!named) return;
  const [, resource, list, placeholder] = named as unknown as [string, string, string, string];
  // The object the README shows: the resource, or the element of the list it shows by name.
  const name = /"name":"([^"]+)"/.exec(shown)?.[1];
  const object = list ? (res.body[resource] as Record<string, unknown>[]).find((item) => item.name === name) : (res.body[resource] as Record<string, unknown> | undefined);
  expect(object, `${call.method} ${call.path}: the answer has no ${resource} ${name ?? ''}`).toBeDefined();
  for (const [key, value] of shownPairs(shown.replace(/"request_id":"[^"]*"/, ''))) expect(object![key], `${call.path}: ${key}`).toEqual(value);
  ids.set(placeholder, object!.id as string);
}

describeEachStore("the README's first priced event", (kind) => {
  let h: Harness;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    // A minute before the example's timestamp: the subscription starts now, the event is rated by it.
    h = await createHarness(kind, { now: '2026-11-21T05:16:00Z' });
    await loadShippedCatalogs(h.testStore.store.db, h.clock);
  });
  afterAll(() => h.close());

  it('runs the calls of "A first priced event" as written: the LLM call costs 6 credits and leaves 994', async () => {
    const [block, ...more] = shellBlocks(section('A first priced event'));
    expect(more).toEqual([]);
    const steps = calls(block as string);
    expect(steps.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/pricing-units',
      'POST /v1/pricing-units/<pricing unit id>/conversion-rates',
      'POST /v1/plans',
      'GET /v1/catalogs',
      'POST /v1/plans/<plan id>/catalogs',
      'POST /v1/customers',
      'POST /v1/subscriptions',
      'POST /v1/subscriptions/<subscription id>/credit-grants',
      'POST /v1/events/ingest',
    ]);
    let last: ApiResponse<Record<string, unknown>> | null = null;
    for (const step of steps) {
      const url = fill(step.path, ids) as `/v1/${string}`; // the calls listed above
      const res = step.body === null ? await h.api.get(url) : await h.api.post(url, JSON.parse(fill(step.body, ids)));
      expect(res.status, `${step.method} ${step.path}: ${JSON.stringify(res.body)}`).toBe(step.method === 'GET' || step.path === '/v1/events/ingest' ? 200 : 201);
      learn(step, res, ids);
      last = res;
    }

    // The answer the README prints, field by field (usage_id and request_id are elided there).
    const shown = (steps.at(-1) as Call).shown.join(' ');
    const printed = (field: string) => JSON.parse(new RegExp(`"${field}":(\\[[^\\]]*\\])`).exec(shown)?.[1] ?? 'null') as unknown;
    expect(last?.body).toMatchObject({ success: true, status: 'inserted', cost: printed('cost'), customer_balances: printed('customer_balances') });
    expect(last?.body.cost).toEqual(printed('cost'));
    // By hand: gpt-4o-mini lists 15 cents per 1M input tokens and 60 per 1M output tokens;
    // 100,000 x 15 / 1,000,000 + 25,000 x 60 / 1,000,000 = 1.5 + 1.5 = 3 cents; x 2 = 6 cents;
    // 1 cent buys 1 credit: 6 credits, of the 1,000 granted 994 are left.
    expect(last?.body.cost).toEqual([{ amount: '6', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    expect(last?.body.customer_balances).toEqual([{ balance: '994', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    const events = await h.api.get('/v1/events', { customer_id: ids.get('customer id') as string });
    expect(events.body.events).toHaveLength(1);
  });

  it('"Ingesting usage" shows the same event, and its batch example prices as it says', async () => {
    const blocks = shellBlocks(section('Ingesting usage'));
    const [single] = calls(blocks[0] as string);
    const [step4] = calls(shellBlocks(section('A first priced event'))[0] as string).slice(-1);
    expect(JSON.parse(single?.body ?? '')).toEqual(JSON.parse(step4?.body ?? ''));
    expect(single?.shown).toEqual(step4?.shown);

    const batch = blocks.map((b) => calls(b)).flat().find((c) => c.path === '/v1/events/batch');
    expect(batch).toBeDefined();
    const res = await h.api.post('/v1/events/batch', JSON.parse(fill(batch?.body ?? '', ids)));
    expect(res.status).toBe(200);
    const shown = batch?.shown.join(' ') ?? '';
    const amounts = [...shown.matchAll(/"amount":"([\d.]+)"/g)].map((m) => m[1]);
    const balances = [...shown.matchAll(/"balance":"([\d.]+)"/g)].map((m) => m[1]);
    // By hand: 40,000 x 15 / 1M + 10,000 x 60 / 1M = 1.2 cents, x 2 = 2.4 credits (994 - 2.4 = 991.6);
    // 20,000 x 15 / 1M + 5,000 x 60 / 1M = 0.6 cents, x 2 = 1.2 credits (991.6 - 1.2 = 990.4).
    expect(amounts).toEqual(['2.4', '1.2']);
    expect(balances).toEqual(['991.6', '990.4']);
    const results = res.body.results as { status: string; cost: { amount: string }[]; customer_balances: { balance: string }[] }[];
    expect(results.map((r) => [r.status, r.cost.map((c) => c.amount), r.customer_balances.map((b) => b.balance)])).toEqual([
      ['inserted', ['2.4'], ['991.6']],
      ['inserted', ['1.2'], ['990.4']],
    ]);
  });
});
