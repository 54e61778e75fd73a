// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import boundaries of ARCHITECTURE.md: domain <- contract <- server, web; server and web never meet. */
const domainForbidden = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'packages/domain is pure: no React.' },
    { group: ['three', 'three/*', '@react-three/*'], message: 'packages/domain is pure: no three.js.' },
    { group: ['hono', 'hono/*', '@hono/*'], message: 'packages/domain is pure: no HTTP library.' },
    { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'packages/domain is pure: no database.' },
    { group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process'], message: 'packages/domain is pure: no Node modules or I/O.' },
    { group: ['@masswerk/*'], message: 'packages/domain imports nothing of ours.' },
  ],
};

const serverNeverImportsWeb = { group: ['@masswerk/web', '**/apps/web/**', '../../web/**', '../web/**'], message: 'apps/server never imports apps/web; it mounts the built app.' };
const onlyDbUsesDrizzle = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries live in apps/server/src/db/ (one file per service): import them from there.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', '**/.tsbuild/**', 'data/**', '**/test-results/**', 'e2e/artifacts/**', 'apps/server/drizzle/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', domainForbidden],
      // DOM and Node globals: the domain runs in both runtimes and may touch neither.
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'process', 'Buffer', 'XMLHttpRequest', 'console'],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@masswerk/server', '@masswerk/web', 'react', 'hono', 'drizzle-orm', 'node:*'], message: 'packages/contract holds schemas only.' },
      ] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb, onlyDbUsesDrizzle] }],
    },
  },
  {
    // Data access lives in apps/server/src/db/ only (queries per service there).
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@masswerk/server', '**/apps/server/**', '../../server/**', '../server/**'], message: 'apps/web never imports apps/server; they meet through packages/contract over HTTP.' },
      ] }],
    },
  },
  {
    // The web app names API addresses only through the contract (apiPath), so a changed route changes every caller.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Build API addresses with apiPath(route, ...) from @masswerk/contract.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Build API addresses with apiPath(route, ...) from @masswerk/contract.' },
      ],
    },
  },
);
