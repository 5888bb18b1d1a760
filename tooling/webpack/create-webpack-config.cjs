// One webpack preset for the shell and every remote. Each app passes its federation settings
// (module-federation.config.cjs) and port; everything else is the same everywhere.
const path = require('node:path');
const fs = require('node:fs');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies.cjs');
const { remoteBuildExtras } = require('./contract-file-plugin.cjs');
const { ConsumeSharedCachePlugin } = require('./consume-shared-cache-plugin.cjs');
const { chartKindsAlias } = require('./chart-kinds.cjs');
const { ConcatenationOrderPlugin } = require('./concatenation-order-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PageBundlerRuntimePlugin } = require('./page-bundler-runtime-plugin.cjs');
const {
  FEDERATION_RUNTIME_PROVIDER,
  StandaloneFederationRuntimePlugin,
} = require('./standalone-federation-runtime-plugin.cjs');

// Without it, each of the federation plugin's parts finds webpack by calling `compiler.webpack()`
// with no options and reading the path from the error's stack, and gets nothing back (its
// `require.resolve` runs where `require` is undefined), so all four call it: the first compiles
// webpack's whole options schema (ajv) to report the error, 0.3–0.6 s of every build.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/** Development builds register each component with React Fast Refresh (hot-updates.cjs). */
const developmentSwcOptions = {
  jsc: {
    ...swcOptions.jsc,
    transform: { react: { ...swcOptions.jsc.transform.react, development: true, refresh: true } },
  },
};

/**
 * What the charts library (@ant-design/plots, G2, G) brings that no page draws with, in every build
 * that compiles it (the shell, the remotes' fallback copies, the monolith):
 * - `lodash`: @ant-design/plots imports two dozen functions from the CommonJS build, which
 *   webpack cannot tree-shake (24 KB gzip); lodash-es, the same release as ES modules, gives
 *   only those.
 * - `html2canvas` (44 KB gzip): @antv/g imports it for one method only, a chart exported as an
 *   image with HTML elements over its canvas, which the suite never calls. Its package does not
 *   say it has no side effects, so webpack kept it for the import alone; the rule below says so,
 *   and it stays in a build whose code does call that method.
 * - the plot kinds, G2's components and its named colour schemes no view draws with
 *   (chart-kinds.cjs, shared-ui/src/charts/library/).
 */
const chartLibraryAliases = {
  lodash$: path.dirname(require.resolve('lodash-es/package.json')),
  ...chartKindsAlias(),
};

/**
 * react-router's package exports only its development build, where its warnings are on: a page
 * built from it for production logs "No routes matched …" to the customer's console and spells
 * out each warning's text as it renders routes. Its production build, the same code with the
 * warnings off, sits beside it in the package; a production build takes that one.
 */
function reactRouterProductionAlias() {
  const developmentEntry = require.resolve('react-router');
  const dist = path.dirname(path.dirname(developmentEntry));
  return { 'react-router$': path.join(dist, 'production', 'index.mjs') };
}

const chartLibraryRules = [{ test: /[\\/]node_modules[\\/]html2canvas[\\/]/, sideEffects: false }];

/**
 * @param {object} options
 * @param {string} options.appDir            the app's folder (__dirname of its webpack config)
 * @param {object} options.federation        ModuleFederationPlugin options without `shared`
 * @param {number} options.port              dev-server port
 * @param {'host'|'remote'} options.kind     remotes build into dist/<version>/ with publicPath auto
 * @param {Record<string,string>} [options.devProxy]  dev-server proxies (path -> target)
 * @param {boolean} [options.withoutFederation]  no ModuleFederationPlugin (monolith/: the baseline)
 * @param {string} [options.cacheName]       names the build's persistent cache (default: the app's)
 */
/**
 * swc's minifier through webpack's own minimizer plugin, with webpack's default compress passes.
 * Terser took most of a build: a remote minifies whole fallback copies of antd and the charts.
 * With swc mf-sov builds in 20 s instead of 55 s and half the memory, scripts as small
 * (docs/performance.md, "bench:build").
 *
 * In the build's own process (`parallel: false`): swc minifies off the main thread already (its
 * asynchronous `minify` runs on libuv's thread pool), so every asset is minified at once on every
 * core. With workers the plugin starts cores − 1 processes (one on a 2-core machine, where all
 * the minifying then ran on one core) and sends each asset and its source map to them through
 * IPC. mf-sov from clean: 5 s less (docs/performance.md, "bench:build"). The same swc call with
 * the same options: the scripts are byte for byte the same.
 */
function swcMinimizer() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    parallel: false,
    terserOptions: { compress: { passes: 2 }, mangle: true },
  });
}

function createWebpackConfig({
  appDir,
  federation,
  port,
  kind,
  devProxy = {},
  withoutFederation = false,
  cacheName = federation.name,
}) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    const isRemote = kind === 'remote';
    // A remote's dev server under `pnpm dev` (scripts/dev.mjs) runs only inside the development
    // shell: no fallbacks for what the shell shares, no standalone page.
    const inDevShell = isRemote && mode === 'development' && process.env.SUITE_DEV_IN_SHELL === '1';
    const extras = isRemote ? remoteBuildExtras(appDir, pkg) : { alias: {}, plugins: [] };
    // A host's development build (the shell of `pnpm dev`) goes beside its production build, not over it.
    const hostDist = mode === 'production' ? 'dist' : 'dist-dev';
    const outputPath = isRemote ? path.join(appDir, 'dist', extras.version) : path.join(appDir, hostDist);
    return {
      mode,
      context: appDir,
      // The shell provides its federation runtime to the remotes' entries before it loads any.
      entry: isRemote || withoutFederation ? './src/main.ts' : [FEDERATION_RUNTIME_PROVIDER, './src/main.ts'],
      cache: buildCacheWanted() ? persistentCache(appDir, `${cacheName}-${mode}`) : false,
      // Not an eval devtool: the shell's Content-Security-Policy has no 'unsafe-eval', and a
      // remote's development build runs in the shell's page.
      devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: isRemote ? 'auto' : '/',
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federation.name,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The shell registers remotes at run time through the same runtime copy the plugin uses.
        alias: {
          '@module-federation/enhanced/runtime$': require.resolve('@module-federation/enhanced/runtime'),
          ...chartLibraryAliases,
          ...(mode === 'production' ? reactRouterProductionAlias() : {}),
          ...extras.alias,
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: mode === 'development' ? developmentSwcOptions : swcOptions,
            },
          },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
          ...chartLibraryRules,
        ],
      },
      plugins: [
        ...(withoutFederation
          ? []
          : [
              new ModuleFederationPlugin({
                dts: false,
                shareStrategy: 'loaded-first',
                ...federation,
                // A dev server writes its manifest after every edit: without listing each exposed
                // module's and shared library's files (which the runtime only preloads by) it skips
                // webpack's stats of all 4,700 modules, 0.7 s of a 2.5 s rebuild of mf-sov.
                ...(mode === 'development' && federation.manifest && { manifest: { disableAssetsAnalyze: true } }),
                experiments: {
                  // Browser pages only: the runtime's Node.js loading is left out of the bundle.
                  optimization: { target: 'web' },
                  // The runtime once per page: the remotes take the shell's (see entry).
                  ...(isRemote && { externalRuntime: true }),
                },
                shared: sharedDependencies(appDir, { withoutFallbacks: inDevShell }),
              }),
              new ConsumeSharedCachePlugin(),
              ...(isRemote && !inDevShell ? [new StandaloneFederationRuntimePlugin()] : []),
              ...(isRemote ? [new PageBundlerRuntimePlugin()] : []),
            ]),
        // A cached build concatenates in a clean build's order (the same chunks, nothing re-minified).
        new ConcatenationOrderPlugin(),
        ...(inDevShell
          ? []
          : [new HtmlWebpackPlugin({ template: path.join(appDir, 'public', 'index.html'), chunks: ['main'] })]),
        ...extras.plugins,
        ...(mode === 'production' ? [new CompileHintsPlugin(), ...precompression()] : []),
        ...(mode === 'development' ? developmentPlugins(appDir) : []),
      ],
      performance: { hints: false },
      // The asset and module listing of the default preset took about 0.5 s of a remote's build
      // after an edit on a slow day (its 4,600 modules grouped for the report); errors and
      // warnings still print in full.
      stats: 'minimal',
      snapshot: snapshotPaths(),
      // Named chunk ids keep file names readable (`…react-dom…`), so the browser tests can tell
      // which shared library was downloaded from where.
      optimization: {
        chunkIds: 'named',
        minimizer: [swcMinimizer()],
      },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        // Hot updates with React Fast Refresh, in the remote's standalone page and in the shell's
        // page when the shell is a development build too (its React must be the development one,
        // with the refresh runtime in the page first: hot-updates.cjs). An update that cannot be
        // applied reloads the page, the reason in its console. The client's socket URL is this
        // server's own `host` and port (--port too), not the page's: no `client.webSocketURL`.
        hot: mode === 'development',
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The hot-update socket is opened from the shell's page (localhost:4000 with `pnpm dev`,
        // a QA environment's address with an overlay), never this server's own origin; the server
        // listens on the loopback only, and its files are open to any origin already (above).
        allowedHosts: 'all',
        // Build and type errors over the page; a run-time error of another view in the shell's
        // page is not this server's to show.
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        proxy: Object.entries(devProxy).map(([context, target]) => ({ context: [context], target })),
        static: false,
      },
    };
  };
}

/**
 * What only development builds load: hot updates with React Fast Refresh (hot-updates.cjs) and,
 * in a dev server (webpack-cli's `serve` sets WEBPACK_SERVE), the live type check (type-check.cjs).
 * @param {string} appDir
 */
function developmentPlugins(appDir) {
  const { hotUpdatePlugins } = require('./hot-updates.cjs');
  const { typeCheckPlugins } = require('./type-check.cjs');
  return [...hotUpdatePlugins(), ...(process.env.WEBPACK_SERVE ? typeCheckPlugins(appDir) : [])];
}

/**
 * A developer's builds keep webpack's persistent cache (a remote rebuilt after an edit of its own
 * code in about 6 s instead of 25). CI builds clean, so no cache can make what it tests wrong;
 * SUITE_BUILD_CACHE=0 builds clean anywhere.
 */
function buildCacheWanted() {
  if (process.env.SUITE_BUILD_CACHE) return process.env.SUITE_BUILD_CACHE !== '0';
  return !process.env.CI;
}

/**
 * pnpm keeps every package in node_modules/.pnpm/<name>@<version>…/, and webpack never treats a
 * hidden folder as a managed package: it snapshotted each of the thousands of library files a
 * remote compiles (time stamp and content hash in production) and checked them again in every
 * cached build. Those folders are named by version and the lockfile keys the cache: immutable.
 * Other node_modules (an app's links to its packages) are managed: by package version.
 */
function snapshotPaths() {
  return {
    managedPaths: [/^(.+?[\\/]node_modules[\\/])/],
    immutablePaths: [/^.+?[\\/]node_modules[\\/]\.pnpm[\\/]/],
  };
}

/** The shared settings, so a version bump of a shared package starts a new cache. */
function kindOfShared(appDir) {
  return sharedDependencies(appDir);
}

/**
 * webpack's filesystem cache in the app's node_modules/.cache: a rebuild after an edit of the
 * app's own code recompiles and re-minifies only what changed. It is dropped whenever this preset,
 * the app's configs or the lockfile change, and is kept apart per SUITE_* variable (the
 * federation tests build other versions of the same source).
 *
 * ConsumeSharedCachePlugin keeps a cached build's exports as a clean build's: without it the
 * shell's react-router-dom lost its re-exports (React error #130 in the remotes).
 */
function persistentCache(appDir, name) {
  const lockfile = path.join(__dirname, '..', '..', 'pnpm-lock.yaml');
  const appConfigs = ['webpack.config.cjs', 'module-federation.config.cjs']
    .map((file) => path.join(appDir, file))
    .filter((file) => fs.existsSync(file));
  // Frozen, so webpack-cli adds no `defaultConfig` build dependency (the config file) to it.
  return Object.freeze({
    type: 'filesystem',
    cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
    name,
    // Test builds change the config through SUITE_* variables (another version, another
    // contract, a broken view): a cache of its own for each combination.
    version: [
      JSON.stringify(kindOfShared(appDir)) +
        Object.keys(process.env)
          .filter((key) => (key.startsWith('SUITE_') || key.startsWith('MF_')) && key !== 'SUITE_BUILD_CACHE')
          .sort()
          .map((key) => `${key}=${process.env[key]}`)
          .join('|'),
      // The config files loaded (the app's, this preset, what they load: every module outside
      // node_modules), the app's configs and the lockfile key the cache through a digest, not as
      // webpack build dependencies: webpack traced the whole require graph of each (every package
      // of webpack, of the federation plugin and the rest: 1.5–2 s of a clean build). The
      // lockfile holds every package's version, webpack's too. webpack still snapshots the
      // loaders it runs.
      digestOf([...Object.keys(require.cache).filter(isLocal), ...appConfigs, lockfile]),
    ].join('|'),
    buildDependencies: { defaultWebpack: [] },
  });
}

function isLocal(file) {
  return path.isAbsolute(file) && !file.includes(`${path.sep}node_modules${path.sep}`);
}

/** One hash of the files' paths and contents. */
function digestOf(files) {
  const hash = require('node:crypto').createHash('sha256');
  for (const file of [...new Set(files)].sort()) hash.update(`${file}\0`).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

/**
 * `.br` and `.gz` beside every text asset, at the best levels: the servers send them as they are
 * (@fastify/static `preCompressed`), so no request pays for compressing a megabyte of script.
 */
function precompression() {
  const common = { test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * A remote's whole config from its folder: port from the remote registry
 * (shared-contracts/remotes.json), federation from module-federation.config.cjs, `/api` proxied
 * to the API for standalone mode.
 */
function createRemoteWebpackConfig(appDir, { apiTarget = 'http://127.0.0.1:3100' } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const registry = require(require.resolve('shared-contracts/remotes.json', { paths: [appDir] }));
  if (!registry[pkg.name]) throw new Error(`${pkg.name} is not in shared-contracts/remotes.json`);
  return createWebpackConfig({
    appDir,
    kind: 'remote',
    port: registry[pkg.name].port,
    federation: require(path.join(appDir, 'module-federation.config.cjs')),
    devProxy: { '/api': apiTarget },
  });
}

module.exports = { createWebpackConfig, createRemoteWebpackConfig };
