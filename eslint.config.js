// One lint set-up for the whole repository; see docs/architecture.md for the import boundaries.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

// What a ui component reads of the contract: the dependency-free entry, nothing else of ours.
const uiContractOnly = {
  regex: '^@recur/(?!api/contract$)',
  message:
    'ui reads only the contract (@recur/api/contract): no client, schemas, queries or mocks; pass the rest in through props.',
}
const uiNoSchemaLibrary = {
  group: ['yup'],
  message: "ui depends on no schema library: the app passes the contract's schema in.",
}
const uiForbidden = [
  { group: ['@tanstack/*'], message: 'ui components never fetch: take data as props.' },
  { group: ['ofetch'], message: 'ui components never fetch: take data as props.' },
  {
    group: ['react-router', 'react-router-dom'],
    message: 'ui components never route: report intent through callbacks.',
  },
  {
    group: ['msw', 'msw/*'],
    message: 'ui never mocks the network: screen stories do, in stories/.',
  },
  uiNoSchemaLibrary,
  uiContractOnly,
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiForbidden }] },
  },
  {
    files: ['packages/ui/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        // Stories may use the contract's schemas and fixtures; the component never does.
        { patterns: uiForbidden.filter((p) => p !== uiContractOnly && p !== uiNoSchemaLibrary) },
      ],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'styled-components', message: 'app holds no styling: build it in @recur/ui.' },
          ],
        },
      ],
    },
  },
  prettier,
)
