// Lint: typescript-eslint, React hooks, no import cycles, and the architecture's import table
// (docs/architecture.md, the layer table) enforced by eslint-plugin-boundaries.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'openapi/schema.gen.ts', 'coverage/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { boundaries, 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: './tsconfig.json',
        }),
      ],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['**/*.{ts,tsx}'],
      'boundaries/elements': [
        // A test beside the code it tests is a test (it may use the test kits in tests/support/).
        { type: 'tests', pattern: '**/*.test.{ts,tsx}', mode: 'full' },
        { type: 'machines', pattern: 'machines/**', mode: 'full' },
        { type: 'flows', pattern: 'flows/**', mode: 'full' },
        { type: 'screens', pattern: 'screens/**', mode: 'full' },
        { type: 'journeys', pattern: 'journeys/**', mode: 'full' },
        { type: 'api', pattern: 'api/**', mode: 'full' },
        { type: 'openapi', pattern: 'openapi/**', mode: 'full' },
        { type: 'sandbox', pattern: 'sandbox/**', mode: 'full' },
        { type: 'ui', pattern: 'ui/**', mode: 'full' },
        { type: 'app', pattern: 'src/**', mode: 'full' },
        { type: 'tests', pattern: 'tests/**', mode: 'full' },
        { type: 'server', pattern: 'server/**', mode: 'full' },
        { type: 'scripts', pattern: 'scripts/**', mode: 'full' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('machines', ['machines']),
            // The engine knows the client only as a type (what a binding's actors are built from).
            allow('flows', ['flows', 'machines', 'api', 'ui']),
            allow('journeys', ['journeys', 'flows', 'screens', 'ui', 'machines', 'api', 'openapi']),
            allow('screens', ['screens', 'ui', 'machines']),
            allow('api', ['api', 'openapi']),
            allow('openapi', ['openapi']),
            allow('sandbox', ['sandbox', 'openapi', 'machines']),
            allow('ui', ['ui']),
            allow('app', ['app', 'journeys', 'ui', 'machines', 'flows', 'screens', 'api', 'openapi']),
            allow('tests', [
              'tests',
              'journeys',
              'scripts',
              'machines',
              'flows',
              'screens',
              'api',
              'openapi',
              'sandbox',
              'ui',
              'app',
              'server',
            ]),
            allow('server', ['server', 'sandbox', 'openapi']),
            allow('scripts', [
              'scripts',
              'journeys',
              'machines',
              'flows',
              'openapi',
              'sandbox',
              'api',
              'app',
              'tests',
              'server',
            ]),
          ],
        },
      ],
    },
  },
  {
    // Machines are pure statecharts: xstate, the form schemas' valibot and their own helpers only.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|xstate/|valibot$|@/machines/|\\./|\\.\\./).*',
              message: 'machines/ may import only xstate, valibot and machines/ helpers.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as input or context.' },
      ],
    },
  },
  {
    // The engine: no journey, screen or app code, and the API client as a type only.
    files: ['flows/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/*'],
              allowTypeImports: true,
              message: 'The engine knows the API client as a type only.',
            },
            {
              group: ['@/journeys/*', '@/screens/*', '@/src/*'],
              message: 'The engine knows no journey, screen or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens never call the API directly.
    files: ['screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/*', 'openapi-fetch'],
              message: 'Screens get data through the machine or the flow.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch'],
    },
  },
);
