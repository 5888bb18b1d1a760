// @ts-check
// Whether the dev shell's last build (shell/dist-dev) is still that of the sources: `pnpm dev`
// then serves it at once, and builds the shell again only on the first change of a source,
// instead of holding the start up for a build that writes the same files.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files are outputs or tools' caches, never the build's input. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev', 'coverage', 'test-results']);

/** Every file under a folder, hidden and skipped folders left out. */
function filesUnder(/** @type {string} */ folder) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/**
 * What the shell's development build reads: the shell, the workspace packages it depends on and
 * the webpack preset (the lockfile aside).
 * @param {string} root the workspace's root
 */
function shellSourceFolders(root) {
  const shell = path.join(root, 'shell');
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(shell, 'package.json'), 'utf8'));
  const workspacePackages = Object.entries(dependencies)
    .filter(([, range]) => String(range).startsWith('workspace:'))
    .map(([name]) => path.join(root, name));
  return [shell, ...workspacePackages, path.join(root, 'tooling', 'webpack')];
}

/**
 * A digest of what the shell's development build reads (each file's path, size and modification
 * time, as webpack's own snapshots compare them), the lockfile, and the SUITE_ settings that
 * change what a build writes.
 * @param {string} root the workspace's root
 * @param {NodeJS.ProcessEnv} env
 */
export function shellSourcesDigest(root, env = process.env) {
  const hash = createHash('sha256');
  for (const folder of shellSourceFolders(root)) {
    for (const file of filesUnder(folder).sort()) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
    }
  }
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  for (const key of Object.keys(env)
    // The cache's switch changes how long a build takes, not what it writes.
    .filter((name) => name.startsWith('SUITE_') && name !== 'SUITE_BUILD_CACHE')
    .sort())
    hash.update(`${key}=${env[key]}\n`);
  return hash.digest('hex');
}

/**
 * Calls `onChange` once, on the first change of a file the shell's build reads, then stops
 * watching. Returns a function that stops watching.
 * @param {string} root
 * @param {(file: string) => void} onChange
 */
export function onFirstShellSourceChange(root, onChange) {
  /** @type {import('node:fs').FSWatcher[]} */
  const watchers = [];
  const stop = () => watchers.splice(0).forEach((watcher) => watcher.close());
  for (const folder of shellSourceFolders(root)) {
    const watcher = watch(folder, { recursive: true }, (_event, file) => {
      if (!file || watchers.length === 0) return;
      const parts = String(file).split(path.sep);
      if (parts.some((part) => part.startsWith('.') || SKIPPED.has(part))) return;
      stop();
      onChange(path.join(folder, String(file)));
    });
    watchers.push(watcher);
  }
  return stop;
}

/** True when the digest recorded after the last good build is `digest` and that build is there. */
export function shellBuildIsCurrent(
  /** @type {string} */ recordFile,
  /** @type {string} */ distDir,
  /** @type {string} */ digest,
) {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(recordFile)) return false;
  return readFileSync(recordFile, 'utf8').trim() === digest;
}

/** Records the digest of the sources a good build was made from. */
export function recordShellBuild(/** @type {string} */ recordFile, /** @type {string} */ digest) {
  writeFileSync(recordFile, `${digest}\n`);
}
