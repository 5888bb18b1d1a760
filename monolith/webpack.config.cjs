// The monolith baseline of issue 16: the shell's build with every remote's exposed root compiled
// in, so `pnpm bench:web` can set what federation costs against the same code without it. Not a
// product mode. Same preset as every app (loaders, minifier, split chunks, compression); only
// three things differ, all here:
//  - no ModuleFederationPlugin;
//  - each federated id (`mf_sov/App`) is a webpack alias to that remote's exposed module;
//  - `@module-federation/enhanced/runtime` resolves to ./federation-runtime.mjs, whose
//    loadRemote imports those ids directly (the shell's only seam: registerRemotes/loadRemote),
//    from a table exposed-modules-loader.cjs writes from the same ids.
const path = require('node:path');
const { createWebpackConfig } = require('../tooling/webpack/create-webpack-config.cjs');

const root = path.resolve(__dirname, '..');
const shellDir = path.join(root, 'shell');
// Every remote of the registry (shared-contracts/remotes.json).
const REMOTE_PACKAGES = Object.keys(require('../shared-contracts/remotes.json'));

/** `mf_sov/App` -> /…/mf-sov/src/app/exposed-root.tsx, read from each remote's federation config. */
function exposedModuleAliases() {
  const aliases = {};
  for (const remote of REMOTE_PACKAGES) {
    const remoteDir = path.join(root, remote);
    const federation = require(path.join(remoteDir, 'module-federation.config.cjs'));
    for (const [exposed, file] of Object.entries(federation.exposes)) {
      aliases[`${federation.name}/${exposed.replace(/^\.\//, '')}$`] = path.join(remoteDir, file);
    }
  }
  return aliases;
}

const configFactory = createWebpackConfig({
  appDir: shellDir,
  kind: 'host',
  port: 3010,
  federation: { ...require('../shell/module-federation.config.cjs'), name: 'monolith' },
  withoutFederation: true,
  cacheName: 'monolith',
});

module.exports = (env, argv) => {
  const config = configFactory(env, argv);
  const aliases = exposedModuleAliases();
  config.output.path = path.join(__dirname, 'dist');
  config.resolve.alias = {
    ...config.resolve.alias,
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.mjs'),
    ...aliases,
  };
  // The runtime's table of exposed modules, written from the same ids as the aliases.
  config.module.rules.push({
    test: path.join(__dirname, 'exposed-modules.mjs'),
    use: [
      {
        loader: path.join(__dirname, 'exposed-modules-loader.cjs'),
        options: { ids: Object.keys(aliases).map((alias) => alias.replace(/\$$/, '')) },
      },
    ],
  });
  return config;
};
