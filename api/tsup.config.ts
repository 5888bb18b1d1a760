import { defineConfig } from 'tsup';

// The production server: one ES module, dist/server.js, started with `node`. Dependencies stay
// in node_modules (the image installs them with `pnpm deploy --prod`); shared-contracts is
// TypeScript source that Node cannot load from node_modules, so it is bundled in, with valibot
// (its environment-file schema's one dependency, which the API's own package does not list).
export default defineConfig({
  // prepare: migrates and seeds once, before several replicas start (docker-compose's api-setup).
  // pglite-thread: PGlite's worker thread, loaded by path beside server.js (pglite-thread-database.ts).
  entry: { server: 'src/server.ts', prepare: 'src/prepare.ts', 'pglite-thread': 'src/db/pglite-thread.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: ['shared-contracts', 'valibot'],
});
