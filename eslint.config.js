import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (bulletproof-react): shared code -> features -> app. A feature never
// imports another feature; shared layers never import features or the app.

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '../../app/*'], message: 'Features never import the app layer.' },
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Features never import each other: move shared code to src/api, lib or components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,components,hooks,config,api,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code never imports features or the app.' }] },
      ],
    },
  },
  {
    // The browser gets zod/mini only: classic zod put 26 KB gzip on every form screen
    // (docs/decisions/007). The domain counts too, since the web imports it.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Classic zod is too heavy for the web app: use `z` from '@timeapp/domain/zod' (zod/mini).",
          })),
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain is pure: time and zone are arguments, never read from the environment.
      'no-restricted-globals': ['error', 'process', 'fetch', 'window', 'document', 'localStorage'],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass now in.' },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' },
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/main.ts', 'apps/server/src/jobs.ts'],
    rules: { 'no-console': 'off' },
  },
);
