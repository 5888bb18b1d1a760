// TypeScript as the dev server's type checker loads it (type-check.cjs): the same package, and in
// the checker's own process (fork-ts-checker's worker, which has WORKER_DATA set) a lower priority
// for its thread, so that its first full check (10–13 s of a core as `pnpm dev` starts) leaves the
// cores to the browser drawing the page and to webpack's hot updates. The plugin also reads the
// version from webpack's own process, which keeps its priority.
const os = require('node:os');

if (process.env.WORKER_DATA) os.setPriority(10);

module.exports = require(require.resolve('typescript', { paths: [require.resolve('fork-ts-checker-webpack-plugin')] }));
