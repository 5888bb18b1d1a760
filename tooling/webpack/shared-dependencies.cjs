// Builds the Module Federation `shared` list of one app from its own package.json, so every app
// shares the same libraries the same way (docs/architecture.md#federation-rules).
const path = require('node:path');
const fs = require('node:fs');

/**
 * Libraries that must exist once per page. `@ant-design/icons` is not among them: it holds no
 * state worth sharing (antd imports its own icons by deep path anyway), and a shared module is
 * shared whole, so sharing it put all of its icons (140 KB brotli) in front of the login form.
 * Unshared, each app's named imports are tree-shaken to the few icons it draws. Nor is
 * react-router, for the same reason: `shared-router` is, react-router's declarative API alone.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'shared-router',
  'zustand',
  '@tanstack/react-query',
  'antd',
  '@ant-design/cssinjs',
  'i18next',
  'react-i18next',
  'dayjs',
  'shared-contracts',
];
/**
 * Shared when a compatible copy is loaded, without forcing one: shared-ui holds no state, so a
 * remote built against a newer shared-ui loads its own copy instead of an old one. The charts
 * library comes with it: shared-ui loads it on demand, as the chart kinds the views draw
 * (chart-kinds.cjs), where @ant-design/plots shared on its own would be shared whole, all of its
 * 33 kinds and G2's every library.
 */
const SHARED_NOT_SINGLETON = ['shared-ui'];

/**
 * What an app provides to the page as `antd`, and falls back to: shared-ui's antd share, every
 * name antd exports with the components no view draws loaded on their first render
 * (shared-ui/src/antd-share), instead of all of antd with the page. By package request, not by
 * path: webpack provides a path in every compilation, HtmlWebpackPlugin's child included, which
 * then wrote a second, unused copy of antd into dist.
 */
const ANTD_SHARE = 'shared-ui/antd-share';

function workspaceVersion(appDir, name) {
  const manifest = path.join(appDir, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * @param {string} appDir
 * @param {{ withoutFallbacks?: boolean }} [options] withoutFallbacks: every shared library is the
 *   page's (`import: false`), for a remote's dev server under `pnpm dev`, where the development
 *   shell provides each of them; the build then leaves out the fallback copies of antd, React DOM,
 *   the charts and the rest (docs/feature-team.md). A standalone page needs them: never in a build
 *   that is served or deployed.
 */
function sharedDependencies(appDir, { withoutFallbacks = false } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of [...SINGLETONS, ...SHARED_NOT_SINGLETON]) {
    const range = deps[name];
    if (!range) continue;
    const singleton = SINGLETONS.includes(name);
    if (range.startsWith('workspace:')) {
      // `workspace:*` gives the runtime no version to compare: state the real one.
      const version = workspaceVersion(appDir, name);
      shared[name] = { singleton, version, requiredVersion: `^${version}` };
    } else {
      const version = workspaceVersion(appDir, name);
      shared[name] = { singleton, requiredVersion: `^${version}` };
    }
  }
  if (shared.antd) {
    // A file is no package: its version is stated, or the runtime would read shared-ui's.
    shared.antd = { ...shared.antd, import: ANTD_SHARE, version: workspaceVersion(appDir, 'antd') };
  }
  // The trailing-slash entries cover react/jsx-runtime and react-dom/client: without them
  // React DOM is bundled twice and React 19 throws error 527.
  if (shared.react) shared['react/'] = { ...shared.react };
  if (shared['react-dom']) shared['react-dom/'] = { ...shared['react-dom'] };
  if (withoutFallbacks) for (const name of Object.keys(shared)) shared[name] = { ...shared[name], import: false };
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS };
