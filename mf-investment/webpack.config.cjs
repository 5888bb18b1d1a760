module.exports = require('tooling/webpack/create-webpack-config.cjs').createRemoteWebpackConfig(__dirname);
