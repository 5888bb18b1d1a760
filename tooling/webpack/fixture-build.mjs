// What the webpack plugins' tests share: a fixture app in a temporary folder, built for
// production twice (clean, then from webpack's persistent cache), every file written compared.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary folder for a fixture app: its files written, its build's output read, removed. */
export async function createFixtureFolder(prefix) {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  return {
    root,
    async write(name, text) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    },
    /** Every file the build wrote to dist/, by name. */
    async builtFiles() {
      const folder = path.join(root, 'dist');
      const files = {};
      for (const name of (await readdir(folder)).sort()) files[name] = await readFile(path.join(folder, name), 'utf8');
      return files;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * One production build of the fixture (src/main.js into dist/, unminified so the output can be
 * read) with a persistent cache of the given name; `plugins` are the ones under test.
 */
export function fixtureBuildOptions(root, { cacheName, plugins }) {
  return {
    mode: 'production',
    context: root,
    entry: './src/main.js',
    output: { path: path.join(root, 'dist'), clean: true },
    devtool: false,
    cache: { type: 'filesystem', cacheDirectory: path.join(root, '.cache'), name: cacheName },
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    plugins,
  };
}

/** Runs a compiler once and closes it (which stores the persistent cache); fails on errors. */
export function runFixtureBuild(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}
