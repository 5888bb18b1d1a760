// What the webpack plugins' tests share: they build a small fixture twice (clean, then from the
// cache) and compare every file written.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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

/** Every file of a build's output folder, by name. */
export async function builtFiles(folder) {
  const files = {};
  for (const name of (await readdir(folder)).sort()) files[name] = await readFile(path.join(folder, name), 'utf8');
  return files;
}
