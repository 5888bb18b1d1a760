// Lint for the whole workspace. Besides the usual rules it states the import boundaries of
// docs/architecture.md: a remote never imports the shell or another remote; the shared
// packages import nothing above them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { shellFeatureBoundaries } from './tooling/eslint/shell-feature-boundaries.mjs';
import { readRemoteRegistry, remoteImportBoundaries } from './tooling/remote-registry/remote-registry.mjs';

const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.suite/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/jest/setup-tests.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  // Each remote of the registry (shared-contracts/remotes.json) imports neither the shell nor
  // another remote.
  ...remoteImportBoundaries(readRemoteRegistry()),
  {
    // A shell feature reaches another only through its public index.ts.
    files: ['shell/src/features/**/*.{ts,tsx}'],
    plugins: { 'shell-features': shellFeatureBoundaries },
    rules: { 'shell-features/feature-imports': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbid(
      ['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**'],
      'shared-ui sits below the apps: it never imports them.',
    ),
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: forbid(
      ['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**', 'shared-ui', 'shared-ui/*', 'react', 'react-dom'],
      'shared-contracts is pure: types and small functions, no React and nothing above it.',
    ),
  },
);
