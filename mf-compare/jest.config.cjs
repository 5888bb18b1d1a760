const { createJestConfig } = require('tooling/jest/create-jest-config.cjs');

module.exports = createJestConfig({ appDir: __dirname });
