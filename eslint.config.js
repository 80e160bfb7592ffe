// One lint set-up for the whole repository; see docs/architecture.md for the import boundaries.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

const uiForbidden = [
  { group: ['@tanstack/*'], message: 'ui components never fetch: take data as props.' },
  { group: ['ofetch'], message: 'ui components never fetch: take data as props.' },
  {
    group: ['react-router', 'react-router-dom'],
    message: 'ui components never route: report intent through callbacks.',
  },
  {
    group: ['@recur/*'],
    message: 'ui depends on no other package of ours: pass it in through props.',
  },
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
        { patterns: uiForbidden.filter((p) => !p.group.includes('@recur/*')) },
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
