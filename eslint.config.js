// One lint set-up for the whole repository; see docs/architecture.md for the import boundaries.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

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
// Reaching into another package's files by a relative path skips its public face.
const intoPackage = (names) => ({
  regex: `^\\.{1,2}/.*\\b(${names})/src(/|$)`,
  message: 'import another package by its name and public entry, never by a path into its files.',
})
// api and server sit below ui and app: they never import them.
const neverUiOrApp = {
  regex: '^@recur/(ui|app)(/|$)',
  message: 'api and server never import ui or app: the dependency points the other way.',
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
  intoPackage('api|app|server'),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    files: ['packages/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            neverUiOrApp,
            {
              regex: '^@recur/server(/|$)',
              message: 'the api is the contract the server implements: it never imports it.',
            },
            intoPackage('ui|app|server'),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [neverUiOrApp, intoPackage('ui|app|api')] }],
    },
  },
  {
    // The server's layers (docs/architecture.md, "The server"): the domain, the adapters, the
    // services and the jobs never reach up into Fastify; a refusal is a DomainError, and only
    // http/errors.ts gives it a status. (This block replaces the one above for these files, so
    // it repeats its patterns.)
    files: ['packages/server/src/{domain,adapters,services,jobs}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            neverUiOrApp,
            intoPackage('ui|app|api'),
            {
              regex: '^\\.{1,2}/(\\.\\./)*(http|plugins|routes)(/|$)',
              message:
                'domain, adapters, services and jobs never import the HTTP layer: throw a DomainError (src/domain/errors.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles inside or across our packages (a cycle makes load order matter and
    // defeats code-splitting). Library code is not followed.
    files: ['packages/*/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
  {
    // Type-aware checks where a mistake is silent: a promise nobody awaits or catches (a
    // navigation, a mutation, a server reply) and a promise passed where nothing awaits it.
    // Limited to these rules and to source files: the full type-aware set costs lint ~4x.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  prettier,
)
