/**
 * The typed client (client/): its committed types are exactly what openapi-typescript generates
 * from the running server's document, its example type-checks under the project's strict
 * settings, and the example works against a real app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMeterlineClient } from '../../client/index.js';
import { firstUsage, setUpAiPlan } from '../../client/example.js';
import { clientTypesFrom } from '../../src/cli/openapiCommand.js';
import { loadShippedCatalogs } from '../../src/modules/catalogs/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

const root = path.resolve(import.meta.dirname, '..', '..');

function typeErrorsOf(files: string[]): string[] {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// The types do not depend on the store: checked once.
it('the example type-checks, and a wrong body does not', () => {
  expect(typeErrorsOf([path.join(root, 'client', 'example.ts')])).toEqual([]);
  // Outside the project, so no other type check picks it up.
  const wrong = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-client-')), 'wrongBody.ts');
  const clientIndex = JSON.stringify(path.join(root, 'client', 'index.js'));
  fs.writeFileSync(wrong, `import type { MeterlineClient } from ${clientIndex};\nexport const call = (c: MeterlineClient) => c.POST('/v1/customers', { body: { name: 42 } });\n`);
  try {
    expect(typeErrorsOf([wrong]).join('\n')).toMatch(/not assignable/);
  } finally {
    fs.rmSync(wrong);
  }
}, 60_000);

describeEachStore('typed client', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it('client/schema.d.ts is what the running server\'s document generates (run `npx meterline openapi --types client/schema.d.ts`)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const generated = await clientTypesFrom(res.json());
    const committed = fs.readFileSync(path.join(root, 'client', 'schema.d.ts'), 'utf8');
    expect(committed === generated, 'client/schema.d.ts is out of date: regenerate it').toBe(true);
  }, 60_000);

  it('the example sets up the plan, subscribes a customer and prices an LLM call through the client', async () => {
    const meterline = createMeterlineClient({
      baseUrl: 'http://meterline.test',
      apiKey: h.api.key,
      fetch: async (request: Request) => {
        const body = request.method === 'GET' ? undefined : await request.text();
        const res = await h.app.inject({
          method: request.method as 'GET' | 'POST',
          url: new URL(request.url).pathname + new URL(request.url).search,
          headers: Object.fromEntries(request.headers.entries()),
          ...(body ? { payload: body } : {}),
        });
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
      },
    });
    // What the server does at start (and `meterline migrate`): the shipped catalogs are there.
    await loadShippedCatalogs(h.testStore.store.db, h.clock);
    const planId = await setUpAiPlan(meterline);
    const result = await firstUsage(meterline, planId, h.clock.now());
    // gpt-4o-mini at list price: 100,000 x 15 / 1,000,000 + 25,000 x 60 / 1,000,000 = 3 cents;
    // x 2 = 6 cents; 1 cent buys 1 credit: 6 credits, drawn from the 1,000 granted.
    expect(result).toMatchObject({
      success: true,
      status: 'inserted',
      cost: [{ amount: '6', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
      customer_balances: [{ balance: '994', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
    });
    const events = await h.api.get('/v1/events');
    expect(events.body.events).toHaveLength(1);
  });
});
