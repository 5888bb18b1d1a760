// TypeScript as the dev server's type checker loads it (type-check.cjs): the same package and, in
// the checker's own process (fork-ts-checker's worker, which has WORKER_DATA set):
// - a lower priority for its thread, so that its first full check (10–13 s of a core as `pnpm dev`
//   starts) leaves the cores to the browser drawing the page and to webpack's hot updates;
// - the semantic check of the remote's own sources and of shared-contracts' only (issue 53: "the
//   remotes it runs, and shared-contracts"). Every other file of the program (shared-ui's, mostly)
//   gives its types but is not checked, where the builder re-checked every file that imports a
//   changed contract. A contract break to the page's overlay (bench:dev, 5 runs, alternated
//   twice): 3,114 and 3,771 ms before, 1,293 and 1,366 ms with it. `pnpm typecheck` still checks
//   every package; typescript-in-background.test.mjs shows both.
// The plugin also reads the version from webpack's own process, which keeps its priority.
const os = require('node:os');
const path = require('node:path');

const typescript = require(
  require.resolve('typescript', { paths: [require.resolve('fork-ts-checker-webpack-plugin')] }),
);

/**
 * The builder program with its whole-program semantic check narrowed to `checked` files. Their
 * diagnostics come from the program itself, made anew on every change, so none is stale.
 * @param {(fileName: string) => boolean} checked
 */
function checkingOnly(checked) {
  /** @type {typeof typescript.createSemanticDiagnosticsBuilderProgram} */
  const create = (...args) => {
    const builder = typescript.createSemanticDiagnosticsBuilderProgram(...args);
    const wholeProgram = builder.getSemanticDiagnostics.bind(builder);
    builder.getSemanticDiagnostics = (sourceFile, cancellationToken) => {
      if (sourceFile) return wholeProgram(sourceFile, cancellationToken);
      const program = builder.getProgram();
      return program
        .getSourceFiles()
        .filter((file) => checked(file.fileName))
        .flatMap((file) => program.getSemanticDiagnostics(file, cancellationToken));
    };
    return builder;
  };
  return Object.create(typescript, { createSemanticDiagnosticsBuilderProgram: { value: create } });
}

if (process.env.WORKER_DATA) {
  os.setPriority(10);
  const { configFile } = JSON.parse(process.env.WORKER_DATA);
  const appDir = path.dirname(configFile);
  const folders = [path.join(appDir, 'src'), path.join(appDir, '..', 'shared-contracts', 'src')].map(
    (folder) => `${folder.split(path.sep).join('/')}/`,
  );
  module.exports = checkingOnly((fileName) => folders.some((folder) => fileName.startsWith(folder)));
} else {
  module.exports = typescript;
}
