// The direction of the house (docs/decisions.md, Layers), checked by `npm run check`.
// Top to bottom; a layer imports only the layers below it, and no file imports its way into a circle.
const LAYERS = [
  ['entry', '^src/(server|cli|app)\\.ts$|^src/cli/'], // start and assemble everything
  ['surfaces', '^src/(api|pages|dashboard|audit)/|^src/jobs\\.ts$'], // routes, cross-module use cases, HTML, background work
  ['engine', '^src/billing/'], // the billing engine: rules/ (pure), steps/, runner/
  ['modules', '^src/(modules|payments)/'], // one domain each, behind its index.ts
  ['http', '^src/http/'], // the toolkit routes are written with: envelope, schemas, errors, AppDeps
  ['db', '^src/db/'], // the store, migrations, scope, transactions
  ['foundations', '^src/(kernel|money|errors)/|^src/(time|clock|config)\\.ts$'], // pure
];
// The one exception: db/schema.ts assembles the Kysely `Database` type from every tables.ts (type-only).
const SCHEMA = '^src/db/schema\\.ts$';

const upward = LAYERS.slice(1).map(([name, path], i) => ({
  name: `${name}-imports-no-layer-above`,
  severity: 'error',
  from: { path, pathNot: SCHEMA },
  to: { path: LAYERS.slice(0, i + 1).map(([, above]) => above).join('|') },
}));

// One door, as the eslint rule meterline/module-doors keeps for modules: outside the folder, only its index.ts.
const door = (folder) => ({
  name: `${folder}-door`,
  severity: 'error',
  from: { path: '^src/', pathNot: `^src/${folder}/|${SCHEMA}` },
  to: { path: `^src/${folder}/`, pathNot: `^src/${folder}/index\\.ts$` },
});

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    ...upward,
    door('pages'),
    door('dashboard'),
    {
      name: 'schema-imports-tables-only',
      severity: 'error',
      from: { path: SCHEMA },
      to: { path: '^src/', pathNot: '^src/db/|/(tables|creditBalanceTables)\\.ts$' },
    },
    {
      name: 'schema-imports-types-only',
      severity: 'error',
      from: { path: SCHEMA },
      to: { path: '^src/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
