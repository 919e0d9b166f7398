/**
 * The README's example: create a customer, send one usage event, read what it cost. Type-checked
 * and run against a real app by test/platform/typedClient.test.ts.
 */
import type { MeterlineClient, Schemas } from './index.js';

export async function firstUsage(meterline: MeterlineClient, at: Date = new Date()): Promise<Schemas['IngestResult']> {
  const created = await meterline.POST('/v1/customers', { body: { name: 'Ada Lovelace', external_id: 'user_42' } });
  if (created.error) throw new Error(`customer not created: ${created.error.error.code}`);
  const customer: Schemas['Customer'] = created.data.customer;

  const ingested = await meterline.POST('/v1/events/ingest', {
    body: {
      event_name: 'llm.completion',
      idempotency_key: `completion-${customer.id}-1`,
      customer_id: customer.id,
      timestamp: at.toISOString(),
      properties: { model: 'gpt-4o', tokens: 1500 },
    },
  });
  if (ingested.error) throw new Error(`event refused: ${ingested.error.error.code}`);
  return ingested.data;
}
