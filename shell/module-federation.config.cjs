// Federation settings of the shell. `remotes` stays empty on purpose: the shell's build holds no
// remote URL; src/main.ts reads /env.json and registers the pinned remotes at run time.
module.exports = {
  name: 'shell',
  remotes: {},
  runtimePlugins: [require.resolve('./src/app/federation/fallback-plugin.ts')],
};
