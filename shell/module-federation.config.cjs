// Federation settings of the shell. `remotes` stays empty on purpose: the shell's build holds no
// remote URL; src/main.ts reads /env.json and registers the pinned remotes at run time.
module.exports = {
  name: 'shell',
  remotes: {},
  // Retry first (a blip is absorbed before anything counts it), then the load telemetry's timing,
  // then the fallback for what still fails.
  runtimePlugins: [
    require.resolve('./src/app/federation/load-retry-plugin.ts'),
    require.resolve('./src/app/federation/load-telemetry-plugin.ts'),
    require.resolve('./src/app/federation/fallback-plugin.ts'),
  ],
};
