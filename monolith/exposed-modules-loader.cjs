// Writes the monolith's table of exposed modules at build time (webpack.config.cjs applies it to
// ./exposed-modules.mjs): one lazy import per federated id of the registry's remotes, so a remote
// added to shared-contracts/remotes.json is in the monolith with no list to edit here.
module.exports = function exposedModulesLoader() {
  const { ids } = this.getOptions();
  const entries = ids.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(id)}),`);
  return `export const EXPOSED = {\n${entries.join('\n')}\n};\n`;
};
