// Makes a build from webpack's persistent cache concatenate modules in the order a clean build
// does, so a cached build writes the same chunks and the first edit after a clean build
// re-minifies only what changed.
//
// webpack's side-effects optimization redirects an import of a side-effect-free re-export to the
// module that really exports the name (G2's index: `import { corelib, … } from './lib'` then
// `export { litelib, corelib, … }`, each name redirected to ./lib/lite, ./lib/core, …). It then
// sorts the importing module's `dependencies` in place by the re-exporting module's source order
// (ModuleGraph.finishUpdateParent), and that sorted array is what the persistent cache stores.
// The redirected connections are added to the importing module's outgoing connections in the
// order the optimization visits them, which follows the order the connections were created in:
// source order in a clean build, the already sorted order in a build from the cache. The
// concatenated module orders its imports by the dependency's own source order and position, in
// which the redirected names tie, so it keeps the connections' order: the charts' fallback chunk
// (1.6 MB) came out with G2's libraries in another order, another content hash, and was minified,
// source-mapped and brotli-compressed again in the first build after a clean one.
//
// After that optimization, each module's outgoing connections are put in the order of its
// dependencies (the sorted order, the same in a clean and in a cached build; connections of one
// dependency and any without one keep their relative order), before modules are concatenated.
//
// Without it a cached build writes other chunks than a clean one (concatenation-order-plugin.test.mjs
// shows the order kept), and the first edit after a clean build took 14 s instead of 6 s.
const PLUGIN_NAME = 'ConcatenationOrderPlugin';
/** After webpack's SideEffectsFlagPlugin (optimizeDependencies, stage 0). */
const AFTER_SIDE_EFFECTS = 100;

/** Each dependency of a module, its blocks' included, by position. */
function dependencyPositions(module) {
  const positions = new Map();
  const visit = (block) => {
    for (const dependency of block.dependencies) positions.set(dependency, positions.size);
    for (const child of block.blocks) visit(child);
  };
  visit(module);
  return positions;
}

/** Puts a module's outgoing connections in the order of its dependencies, if they are not. */
function orderOutgoingConnections(moduleGraph, module) {
  const connections = moduleGraph.getOutgoingConnections(module);
  if (typeof connections.sortWith !== 'function' || connections.size < 2) return;
  const positions = dependencyPositions(module);
  const position = (connection) => positions.get(connection.dependency) ?? Number.MAX_SAFE_INTEGER;
  let previous = -1;
  let ordered = true;
  for (const connection of connections) {
    const current = position(connection);
    if (current < previous) {
      ordered = false;
      break;
    }
    previous = current;
  }
  // Array.prototype.sort is stable: ties keep the order they had.
  if (!ordered) connections.sortWith((a, b) => position(a) - position(b));
}

class ConcatenationOrderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.optimizeDependencies.tap({ name: PLUGIN_NAME, stage: AFTER_SIDE_EFFECTS }, (modules) => {
        for (const module of modules) orderOutgoingConnections(compilation.moduleGraph, module);
      });
    });
  }
}

module.exports = { ConcatenationOrderPlugin };
