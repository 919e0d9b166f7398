/**
 * `meterline openapi [--types FILE]`: prints the OpenAPI document the server serves at
 * /openapi.json (no server or database needed), or writes the TypeScript types of the typed
 * client (client/schema.d.ts) generated from it with openapi-typescript, a development
 * dependency. test/platform/typedClient.test.ts fails when the committed types fall behind.
 */
import fs from 'node:fs';
import { systemClock } from '../clock.js';
import type { Config } from '../config.js';
import { openStore } from '../db/store.js';
import type { Command } from './command.js';

export const CLIENT_TYPES_HEADER =
  '// Generated from the OpenAPI document by `npx meterline openapi --types client/schema.d.ts`.\n// Do not edit: regenerate after changing a route (test/platform/typedClient.test.ts checks it).\n\n';

/** The document exactly as `GET /openapi.json` serves it. */
export async function openApiDocument(config: Config): Promise<Record<string, unknown>> {
  const store = openStore('sqlite::memory:');
  try {
    const { buildApp } = await import('../app.js');
    const app = await buildApp({ store, config, clock: systemClock });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await store.close();
  }
}

/** The client's types: `paths`, `components` and `operations` for openapi-fetch. */
export async function clientTypesFrom(document: Record<string, unknown>): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return CLIENT_TYPES_HEADER + astToString(ast);
}

export const openApiCommand: Command = {
  words: ['openapi'],
  usage: 'openapi [--types FILE]                  print the OpenAPI document, or write the typed client\'s types to FILE',
  async run({ config, args }) {
    const document = await openApiDocument(config);
    const target = args.flags.get('types');
    if (typeof target !== 'string') {
      process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
      return;
    }
    fs.writeFileSync(target, await clientTypesFrom(document));
    process.stdout.write(`wrote ${target}\n`);
  },
};
