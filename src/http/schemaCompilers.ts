/**
 * Route schemas compiled once per process, not once per app. Fastify builds a validator (ajv) and
 * a serializer (fast-json-stringify) for every route's schemas each time an app is built: ~0.7 s of
 * CPU for Meterline's routes, paid by every server start and by every test harness (the suite
 * builds hundreds). A compiled schema depends only on the schema, the shared schemas added with
 * `addSchema` and the compiler's options, all of which are part of the key here; the functions it
 * gives back keep no state between calls. So apps built in one process share them.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** What Fastify asks a compiler for: a route's schema for one part of the request or one response. */
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type Compile = (route: RouteSchema) => unknown;
type BuildCompiler = (externalSchemas: unknown, options: unknown) => Compile;

function compiledOnce(build: BuildCompiler): BuildCompiler {
  const compilers = new Map<string, Compile>();
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas, options]);
    const known = compilers.get(key);
    if (known) return known;
    const compileFresh = build(externalSchemas, options);
    const compiled = new Map<string, unknown>();
    const compile: Compile = (route) => {
      const schemaKey = JSON.stringify([route.httpPart ?? null, route.httpStatus ?? null, route.contentType ?? null, route.schema]);
      if (!compiled.has(schemaKey)) compiled.set(schemaKey, compileFresh(route));
      return compiled.get(schemaKey);
    };
    compilers.set(key, compile);
    return compile;
  };
}

/** Fastify's `schemaController.compilersFactory`: its own default compilers, shared by the process's apps. */
export const sharedSchemaCompilers = {
  buildValidator: compiledOnce(AjvCompiler() as unknown as BuildCompiler),
  buildSerializer: compiledOnce(SerializerSelector() as unknown as BuildCompiler),
} as unknown as CompilersFactory;
