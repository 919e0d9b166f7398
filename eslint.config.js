// ESLint 9 flat config (typescript-eslint). `npm run lint`; part of `npm test`.
// The rules that shape the code base (STYLE.md "What to absorb", point 10): no `any` in src/,
// type-only imports marked `import type`, named exports only in src/.
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
    files: ['src/**/*.ts'],
    rules: {
      // Module boundaries: a module's tables are read through its index.ts, never its repo.ts;
      // the billing engine has one door (src/billing/index.ts).
      'no-restricted-imports': ['error', { patterns: OTHER_REPOS }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md): no default exports in src/.' },
        { selector: 'ExportSpecifier[exported.name="default"]', message: 'Use named exports (STYLE.md): no default exports in src/.' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/billing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...OTHER_REPOS, ...BILLING_DOOR] }] },
  },
);
