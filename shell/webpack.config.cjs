// The shell's build: the shared preset plus the host's port and the dev-server proxies.
// Remotes are NOT listed here: src/main.ts registers them at run time from /env.json.
const path = require('node:path');
const { createWebpackConfig } = require('tooling/webpack/create-webpack-config.cjs');

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3100';

const configFactory = createWebpackConfig({
  appDir: __dirname,
  kind: 'host',
  port: 3000,
  federation: require('./module-federation.config.cjs'),
  devProxy: { '/api': apiTarget },
});

// The dev server answers /env.json from environments/<SUITE_ENV>.json, read on every request,
// like web-server/src/serve-shell.mjs does in production.
module.exports = (env, argv) => {
  const config = configFactory(env, argv);
  const envFile = path.join(__dirname, '..', 'environments', `${process.env.SUITE_ENV ?? 'local'}.json`);
  config.devServer.setupMiddlewares = (middlewares, devServer) => {
    devServer.app.get('/env.json', (_request, response) => {
      response.set('Cache-Control', 'no-cache');
      response.sendFile(envFile);
    });
    return middlewares;
  };
  return config;
};
