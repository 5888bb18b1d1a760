// Marks every script of a production build for V8's eager compilation: the magic comment
// `//# allFunctionsCalledOnLoad` on its first line (V8's explicit compile hints, Chromium 136+;
// other engines read a comment).
//
// V8 compiles a function lazily, on the main thread, the first time it is called; webpack wraps
// each module in a function, so evaluating a chunk compiled its modules one by one inside the task
// that required them. A cold Share of Voice at CPU × 4 spent 250–400 ms of one task in
// `__webpack_require__` alone, the dashboard's and antd's modules compiled as they were evaluated,
// and the first chart compiled G2 as it drew (issue 16: the longest task). With the hint, V8
// compiles the whole script while it streams it in, on a background thread, and the main thread
// runs code already compiled. The suite's scripts are loaded to be run: the views' chunks, the
// charts library and antd's share are fetched when a page draws with them.
//
// After minification (which drops comments) and before the source maps, hashes and compressed
// copies are made, so those cover the comment too.
//
// What it buys (docs/performance.md, "Compile hints"; with against without, 7 + 7 runs at CPU × 4):
// the first chart of a cold Share of Voice 0.77 ×, its longest task 0.68 ×, the cold switch
// 0.84 ×; 30 bytes a script.
const { Compilation, sources } = require('webpack');

const PLUGIN_NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
