const { createRemoteWebpackConfig } = require('tooling/webpack/create-webpack-config.cjs');
const { createServerRenderConfig } = require('tooling/webpack/server-render-config.cjs');

const browserConfig = createRemoteWebpackConfig(__dirname);

/**
 * The remote for the browser and, in a production build, its server build: the shell's server
 * draws the public pages with it (src/app/server/render-page.tsx). A dev server serves the first only.
 */
module.exports = (env, argv) => {
  const browser = { ...browserConfig(env, argv), name: 'browser' };
  if ((argv.mode ?? 'production') !== 'production') return browser;
  return [browser, createServerRenderConfig(__dirname, browser, './src/app/server/render-page.tsx')];
};
