#!/usr/bin/env node
// Runs webpack-cli from tooling, so every app builds with the one webpack this folder pins.
require('webpack-cli/bin/cli.js');
