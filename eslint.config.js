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
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md): no default exports in src/.' },
        { selector: 'ExportSpecifier[exported.name="default"]', message: 'Use named exports (STYLE.md): no default exports in src/.' },
      ],
    },
  },
);
