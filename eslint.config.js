// ESLint 9 flat config (typescript-eslint). `npm run lint`; part of `npm test`.
// The rules that shape the code base: no `any` in src/, one door per module,
// type-only imports marked `import type`, named exports only in src/.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// TypeScript checks names itself (typescript-eslint turns `no-undef` off for .ts); plain .js
// files (bin/, bench/, this file) need Node's globals declared.
const NODE_GLOBALS = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
    'setImmediate', 'clearImmediate', 'queueMicrotask', 'structuredClone', 'fetch', 'AbortController', 'performance',
    'TextEncoder', 'TextDecoder', 'global', 'globalThis'].map((name) => [name, 'readonly']),
);

const OTHER_REPOS = [
  {
    group: ['../*/repo.js', '../../*/repo.js', '../modules/*/repo.js', '../../modules/*/repo.js', '../../../modules/*/repo.js'],
    message: "Another module's repo.ts: read its tables through that module's index.ts.",
  },
];
// One door per module: outside src/modules/<name>/, only its index.ts is imported. The two
// composition roots are the exceptions: src/db/schema.ts assembles every module's tables.ts, and
// src/api/index.ts mounts every module's routes.ts.
// Tests too (issue 27): a test imports a module through its door, as any caller would; the one
// allowance is a module's own test folder (test/wallets/ for src/modules/wallets/, test/billing/
// for the engine, src/billing/), whose tests check that module's internals as co-located tests
// would. A test that needs another module's inner file goes through that module's door.
function doorOf(file, target) {
  const module = /^src\/modules\/([^/]+)\/(.+)\.js$/.exec(target);
  if (module) {
    const [, name, inner] = module;
    if (inner === 'index' || file.startsWith(`src/modules/${name}/`) || file.startsWith(`test/${name}/`)) return null;
    if (file === 'src/db/schema.ts' && /tables$/i.test(inner)) return null;
    if (file === 'src/api/index.ts' && inner.endsWith('routes')) return null;
    return { module: name, door: `src/modules/${name}/index.js` };
  }
  const engine = /^src\/billing\/(.+)\.js$/.exec(target);
  // In src/ the engine's door is kept by no-restricted-imports (BILLING_DOOR) below.
  if (engine && file.startsWith('test/') && engine[1] !== 'index' && !file.startsWith('test/billing/')) return { module: 'billing', door: 'src/billing/index.js' };
  return null;
}

const moduleDoors = {
  meta: { type: 'problem', schema: [], messages: { door: "'{{path}}' is inside the {{module}} module: import its index.ts ({{door}})." } },
  create(context) {
    const file = path.relative(process.cwd(), context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const found = doorOf(file, path.normalize(path.join(path.dirname(file), spec)));
      if (!found) return;
      const door = path.relative(path.dirname(file), found.door);
      context.report({ node: node.source, messageId: 'door', data: { path: spec, module: found.module, door: door.startsWith('.') ? door : `./${door}` } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const BILLING_DOOR = [{ group: ['**/billing/**', '!**/billing/index.js'], message: 'The billing engine has one door: src/billing/index.ts.' }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: NODE_GLOBALS,
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // .dependency-cruiser.cjs is CommonJS, as dependency-cruiser reads its config.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...NODE_GLOBALS, module: 'writable', require: 'readonly' } },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { meterline: { rules: { 'module-doors': moduleDoors } } },
    rules: {
      // Module boundaries: outside a module only its index.ts is imported (moduleDoors), never
      // another module's repo.ts; the billing engine has one door (src/billing/index.ts).
      'no-restricted-imports': ['error', { patterns: OTHER_REPOS }],
      'meterline/module-doors': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports: no default exports in src/ (a name is the same at every import).' },
        { selector: 'ExportSpecifier[exported.name="default"]', message: 'Use named exports: no default exports in src/ (a name is the same at every import).' },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    plugins: { meterline: { rules: { 'module-doors': moduleDoors } } },
    rules: { 'meterline/module-doors': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    // db/schema.ts assembles every tables.ts, the engine's included (.dependency-cruiser.cjs names it the one exception).
    ignores: ['src/billing/**', 'src/db/schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_REPOS, ...BILLING_DOOR] }] },
  },
);
