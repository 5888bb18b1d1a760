// The shell loads `mf_compare/App` through this remote's mf-manifest.json (shared list: tooling).
module.exports = {
  name: 'mf_compare',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app/exposed-root.tsx' },
  manifest: true,
};
