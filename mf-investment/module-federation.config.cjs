// The shell loads `mf_investment/App` through this remote's mf-manifest.json (shared list: tooling).
module.exports = {
  name: 'mf_investment',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app/exposed-root.tsx' },
  manifest: true,
};
