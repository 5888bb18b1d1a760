// Lint for the whole workspace. Besides the usual rules it states the import boundaries of
// docs/architecture.md: a remote never imports the shell or another remote; the shared
// packages import nothing above them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { shellFeatureBoundaries } from './tooling/eslint/shell-feature-boundaries.mjs';
import { readRemoteRegistry, remoteImportBoundaries } from './tooling/remote-registry/remote-registry.mjs';

// The page shares one router, `shared-router` (react-router's declarative API, issue 16): a
// direct import of react-router would bundle a second copy outside the share scope. Part of every
// block below, because a file's `no-restricted-imports` is the last matching block's.
const ROUTER_THROUGH_SHARED_ROUTER = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import the router from shared-router, the page's one router (react-router's declarative API).",
}));
// Likewise the charts: shared-ui draws them with the plot kinds its library lists, the only ones
// the builds keep (tooling/webpack/chart-kinds.cjs). Types are free.
const CHARTS_THROUGH_SHARED_UI = [
  {
    name: '@ant-design/plots',
    allowTypeImports: true,
    message:
      "Draw with shared-ui's charts: the builds keep only the plot kinds of shared-ui/src/charts/library/plot-kinds.ts.",
  },
];
const EVERYWHERE = [...ROUTER_THROUGH_SHARED_ROUTER, ...CHARTS_THROUGH_SHARED_UI];

const REMOTE_BOUNDARIES = remoteImportBoundaries(readRemoteRegistry(), EVERYWHERE);

const forbid = (patterns, message, paths = [], everywhere = EVERYWHERE) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({ group: [group], message })),
      paths: [...everywhere, ...paths],
    },
  ],
});

// The page before login never imports the shared `antd`: a shared module loads whole (issue 16,
// docs/decisions.md). Types are free; components come from antd's own paths.
const SHARED_ANTD_BEFORE_LOGIN = [
  {
    name: 'antd',
    allowTypeImports: true,
    message:
      'Drawn before login: take the component from lib/frame-antd.ts (antd by its own paths), not the shared antd.',
  },
];
const SHARED_UI_ABOVE = ['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**'];
// The public pages draw without antd (docs/decisions.md, "Public pages draw without antd"): each
// page's script within 200 KB. Neither antd, its icons, nor shared-ui's main entry or its antd
// subpaths (a shared module loads whole); shared-ui's antd-free subpaths instead. Only the spot's
// creative preview steps drawn with antd, loaded with import() once the page shows, and the
// standalone host import them.
const MARKETING_WITHOUT_ANTD_MESSAGE =
  'The public pages draw without antd (docs/decisions.md): native elements in shared-ui/native-look, shared-ui subpaths.';
const marketingWithoutAntd = (remoteBoundary) => {
  const [, boundary] = remoteBoundary.rules['no-restricted-imports'];
  return {
    files: ['mf-marketing/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'mf-marketing/src/testing/**',
      'mf-marketing/src/bootstrap.tsx',
      'mf-marketing/src/features/public-spot/components/antd-step-view.tsx',
      // Runs on the shell's server only: antd's styles for the server's copy.
      'mf-marketing/src/app/server/render-page.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...boundary.patterns,
            {
              group: [
                'antd',
                'antd/*',
                '@ant-design/*',
                ...['antd-share', 'creative-preview', 'standalone', 'testing', 'theme'].map(
                  (entry) => `shared-ui/${entry}`,
                ),
              ],
              message: MARKETING_WITHOUT_ANTD_MESSAGE,
            },
          ],
          paths: [...boundary.paths, { name: 'shared-ui', message: MARKETING_WITHOUT_ANTD_MESSAGE }],
        },
      ],
    },
  };
};

const SHARED_UI_BELOW_MESSAGE = 'shared-ui sits below the apps: it never imports them.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
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
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-router/**'],
    rules: forbid([], ''),
  },
  // Each remote of the registry (shared-contracts/remotes.json) imports neither the shell nor
  // another remote.
  ...REMOTE_BOUNDARIES,
  // mf-marketing's page code: its remote boundary and no antd (see marketingWithoutAntd).
  marketingWithoutAntd(REMOTE_BOUNDARIES.find((block) => block.files[0].startsWith('mf-marketing/'))),
  {
    // A shell feature reaches another only through its public index.ts.
    files: ['shell/src/features/**/*.{ts,tsx}'],
    plugins: { 'shell-features': shellFeatureBoundaries },
    rules: { 'shell-features/feature-imports': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbid(SHARED_UI_ABOVE, SHARED_UI_BELOW_MESSAGE),
  },
  {
    files: ['shared-ui/src/charts/library/*.ts'],
    rules: forbid(SHARED_UI_ABOVE, SHARED_UI_BELOW_MESSAGE, [], ROUTER_THROUGH_SHARED_ROUTER),
  },
  {
    // What the shell draws outside the dashboard (see SHARED_ANTD_BEFORE_LOGIN).
    files: [
      'shell/src/app/{app,app-routes,shell-providers,host-bridge-connector,not-found-page,frame-notifications}.tsx',
      'shell/src/app/federation/{qa-override-notice,framed-qa-override-banner}.tsx',
      'shell/src/features/theme/antd/{suite-antd-config.ts,suite-antd-frame.tsx,frame-antd-providers.tsx}',
      'shell/src/lib/**/*.{ts,tsx}',
      'shell/src/features/auth/components/*.tsx',
      'shell/src/features/qa-override/components/*.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbid([], '', SHARED_ANTD_BEFORE_LOGIN),
  },
  {
    // The login page itself loads no antd at all, not even by its paths, and no TanStack Query:
    // its form is usable within 180 KB of script (issue 16). What needs them loads on demand.
    files: [
      'shell/src/app/{app,app-routes,shell-providers,host-bridge-connector}.tsx',
      'shell/src/app/{create-shell-services,connect-host-events,dashboard-pages}.ts',
      'shell/src/app/{lazy-dashboard-routes,layout/dashboard-frame-placeholder}.tsx',
      'shell/src/app/federation/qa-override-notice.tsx',
      'shell/src/lib/{native-look/*,full-page-spin,use-stays-true,shell-queries/shell-queries}.{ts,tsx}',
      'shell/src/features/auth/components/{login-page,login-form,language-select,password-input,login-field,guest-only-route,require-auth,session-expired-notice}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'antd',
                'antd/*',
                '@ant-design/*',
                '**/frame-antd',
                'shared-ui/theme',
                '**/theme/antd/*',
                '@tanstack/react-query',
              ],
              allowTypeImports: true,
              message:
                'The login page loads neither antd nor TanStack Query (docs/decisions.md): load what needs them with import().',
            },
          ],
          paths: EVERYWHERE,
        },
      ],
    },
  },
  {
    files: ['shared-ui/src/theme/suite-*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbid(SHARED_UI_ABOVE, SHARED_UI_BELOW_MESSAGE, SHARED_ANTD_BEFORE_LOGIN),
  },
  {
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: forbid(
      ['shell', 'shell/*', '**/shell/**', 'mf-*', '**/mf-*/**', 'shared-ui', 'shared-ui/*', 'react', 'react-dom'],
      'shared-contracts is pure: types and small functions, no React and nothing above it.',
    ),
  },
);
