const { createRemoteWebpackConfig } = require('tooling/webpack/create-webpack-config.cjs');

module.exports = createRemoteWebpackConfig(__dirname);
