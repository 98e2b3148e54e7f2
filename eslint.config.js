import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The JSX attributes whose value a user reads or hears: a literal text in them is refused below.
const readAttributes = [
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
  'legend',
  'caption',
];
const readAttribute = `JSXAttribute[name.name=/^(${readAttributes.join('|')})$/] >`;

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
    // Judged on the resolved file, not the import string: '../../../features/sections/x'
    // from another feature is refused like '../../sections/x'.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        {
          type: 'shared',
          pattern: 'apps/web/src/{api,components,config,hooks,lib,styles}',
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code never imports features or the app.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Features never import the app layer.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'Features never import each other: move shared code to src/api, lib or components.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a user reads comes from the message catalogue (docs/texts.md): no letters in
    // JSX text, in a string or template written straight into JSX, in an attribute people read
    // or hear (label, placeholder, title, aria-label, ...), or in a screen's title. Tests may write texts inline.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/[A-Za-z]/]',
          // A screen's title (the browser tab).
          "CallExpression[callee.name='useTitle'] > Literal[value=/[A-Za-z]/]",
          ...[':matches(JSXElement, JSXFragment) >', readAttribute].flatMap((parent) => [
            `${parent} Literal[value=/[A-Za-z]/]`,
            `${parent} JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
            `${parent} JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
          ]),
        ].map((selector) => ({
          selector,
          message:
            'A text users read comes from the message catalogue (packages/domain/src/messages.ts and its *-texts.ts modules; docs/texts.md).',
        })),
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
            message:
              "Classic zod is too heavy for the web app: use `z` from '@timeapp/domain/zod' (zod/mini).",
          })),
        },
      ],
    },
  },
  {
    // Test data (packages/domain/src/testing, '@timeapp/domain/testing') is for tests only: app
    // code that imported a factory would ship fake businesses and users.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@timeapp/domain/testing', '@timeapp/domain/testing/*', '**/testing/*'],
              message: 'Test factories and helpers are for tests only.',
            },
          ],
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
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass now in.',
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        module: 'writable',
        require: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'apps/server/src/main.ts',
      'apps/server/src/jobs.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
