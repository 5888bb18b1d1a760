#!/usr/bin/env node
// pnpm dev <remote> [<remote> …]: a feature team's loop inside the real shell. The named remotes
// run from their dev servers (hot updates, docs/feature-team.md), the other views from their
// builds, the shell as a development build (a development React, which hot updates need) behind
// its own server, with login, sidebar and toolbar, against the local API. Ports of its own
// (tooling/dev/dev-plan.mjs), so a suite started by the start command keeps running; its API is
// used when it answers. The shell takes each dev server through the QA override, as QA would.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './lib/supervisor.mjs';
import { answers, waitFor } from './lib/wait-for.mjs';
import { readRemoteRegistry } from '../tooling/remote-registry/remote-registry.mjs';
import {
  onFirstShellSourceChange,
  recordShellBuild,
  shellBuildIsCurrent,
  shellSourcesDigest,
} from '../tooling/dev/shell-sources.mjs';
import {
  DEV_API_PORT,
  DEV_SHELL_PORT,
  SUITE_API_URL,
  builtServerPort,
  devEnvironment,
  devManifestUrl,
  devServerPort,
  devShellUrl,
  remotesToDevelop,
} from '../tooling/dev/dev-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const say = (/** @type {string} */ text) => console.log(`[dev ${seconds()} s] ${text}`);

const registry = readRemoteRegistry();
/** @type {import('../tooling/dev/dev-plan.mjs').RegisteredRemote[]} */
let developed;
try {
  developed = remotesToDevelop(process.argv.slice(2), registry);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const built = registry.filter((remote) => !developed.includes(remote));
const local = JSON.parse(readFileSync(path.join(root, 'environments', 'local.json'), 'utf8'));

/** Resolves true when nothing listens on the port. */
function portIsFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Prints a child's output, each line prefixed with its label. */
function prefixed(/** @type {string} */ label, /** @type {(line: string) => void} */ onLine = () => {}) {
  return (/** @type {Buffer} */ chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => {
        console.log(`[${label}] ${line}`);
        onLine(line);
      });
}

/** Runs a command to its end, its output prefixed; rejects when it fails. */
function run(/** @type {string} */ label, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', prefixed(label));
    child.stderr.on('data', prefixed(label));
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${label} failed (exit ${code})`))));
  });
}

/**
 * The shell's development build in watch mode: resolves after its first build, and records the
 * sources it was made from. A later build (an edit of the shell or of a shared package it bundles:
 * shared-contracts, shared-ui, whose shell copies win under `loaded-first`) says to reload the
 * page; so does the first when the page is already open (`first: 'reload'`).
 */
function watchShellBuild(/** @type {{ digest: string, first: 'wait' | 'reload' }} */ { digest, first }) {
  return new Promise((resolve, reject) => {
    let builds = 0;
    const child = spawn('node', [webpackCli, 'build', '--mode', 'development', '--watch'], {
      cwd: path.join(root, 'shell'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onLine = (/** @type {string} */ line) => {
      if (!/compiled/.test(line)) return;
      builds += 1;
      const built = /successfully|with \d+ warning/.test(line);
      if (builds === 1 && built) recordShellBuild(shellRecord, digest);
      if (builds === 1 && first === 'wait') {
        if (built) resolve(child);
        else reject(new Error('The shell did not build: see its errors above'));
      } else if (built) say('the shell (or a shared package it bundles) was built again: reload the page to see it');
    };
    child.stdout.on('data', prefixed('shell build', onLine));
    child.stderr.on('data', prefixed('shell build', onLine));
    child.on('exit', (code) => {
      if (builds === 0) reject(new Error(`the shell's build stopped (exit ${code})`));
    });
    process.on('exit', () => child.kill());
  });
}

const webpackCli = path.join(root, 'tooling', 'webpack', 'cli.cjs');
const ports = [DEV_SHELL_PORT, ...developed.map(devServerPort), ...built.map(builtServerPort)];
const taken = [];
for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
if (taken.length > 0) {
  console.error(`Port ${taken.join(', ')} is in use: is another \`pnpm dev\` running? Stop it first.`);
  process.exit(1);
}

// The other views come from their builds: build those missing (the start command builds all).
const unbuilt = built.filter((remote) => {
  const version = local.remotes[remote.name]?.version;
  return version && !existsSync(path.join(root, remote.name, 'dist', version, 'mf-manifest.json'));
});
if (unbuilt.length > 0) {
  say(`building ${unbuilt.map((remote) => remote.name).join(', ')} (not built yet; the start command builds all)`);
  for (const remote of unbuilt)
    await run(remote.name, [webpackCli, 'build', '--mode', 'production'], path.join(root, remote.name));
}

const stateDir = path.join(root, '.suite', 'dev');
mkdirSync(stateDir, { recursive: true });
const shellRecord = path.join(stateDir, 'shell-sources.txt');
const shellDist = path.join(root, 'shell', 'dist-dev');
writeFileSync(path.join(stateDir, 'dev.json'), JSON.stringify(devEnvironment(local, registry), null, 2));

const supervisor = createSupervisor({ onPidsChanged: () => {} });
function shutdown(code = 0) {
  supervisor.stopAll();
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// API_URL names an API to use; else the started suite's when it answers, else one of our own on
// the suite's data.
let apiUrl = process.env.API_URL ?? SUITE_API_URL;
if (await answers(`${apiUrl}/api/health`)) say(`using the API at ${apiUrl}`);
else if (process.env.API_URL) {
  console.error(`API_URL=${apiUrl} does not answer.`);
  process.exit(1);
} else {
  apiUrl = `http://127.0.0.1:${DEV_API_PORT}`;
  supervisor.supervise('api', 'node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { PORT: String(DEV_API_PORT), DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.suite', 'pglite') },
  });
}

const shellOrigins = `http://localhost:${DEV_SHELL_PORT},http://127.0.0.1:${DEV_SHELL_PORT}`;
for (const remote of built) {
  supervisor.supervise(
    remote.name,
    'node',
    ['web-server/src/serve-remote.mjs', '--dir', `${remote.name}/dist`, '--port', String(builtServerPort(remote))],
    { cwd: root, env: { ALLOWED_ORIGINS: shellOrigins } },
  );
}
for (const remote of developed) {
  supervisor.supervise(
    `${remote.name} dev`,
    'node',
    [webpackCli, 'serve', '--mode', 'development', '--port', String(devServerPort(remote))],
    // Inside the development shell only: the shell's shared libraries, no fallbacks to build.
    { cwd: path.join(root, remote.name), env: { SUITE_DEV_IN_SHELL: '1' } },
  );
}

try {
  // The shell's development build, then its server. When its last build is of the same sources
  // (a second start), its server at once, and the build only once a source of the shell changes:
  // a build from webpack's cache still costs a core for 10 s while the page loads.
  const digest = shellSourcesDigest(root);
  if (shellBuildIsCurrent(shellRecord, shellDist, digest)) {
    say("the shell's last development build is of the same sources: served as it is, built again once they change");
    onFirstShellSourceChange(root, (file) => {
      say(`${path.relative(root, file)} changed: building the shell in watch mode`);
      watchShellBuild({ digest: shellSourcesDigest(root), first: 'reload' }).catch((error) => say(String(error)));
    });
  } else {
    await watchShellBuild({ digest, first: 'wait' });
    say('the shell is built');
  }
  supervisor.supervise('shell', 'node', ['web-server/src/serve-shell.mjs'], {
    cwd: root,
    env: {
      PORT: String(DEV_SHELL_PORT),
      SHELL_DIST: shellDist,
      SUITE_ENV: 'dev',
      ENVIRONMENTS_DIR: stateDir,
      API_URL: apiUrl,
    },
  });
  await Promise.all([
    waitFor(`${apiUrl}/api/health`, 'API', 300_000),
    waitFor(`http://127.0.0.1:${DEV_SHELL_PORT}/env.json`, 'shell'),
    ...developed.map((remote) => waitFor(devManifestUrl(remote), `${remote.name}'s dev server`)),
    ...built.map((remote) =>
      waitFor(
        `http://127.0.0.1:${builtServerPort(remote)}/${local.remotes[remote.name]?.version}/mf-manifest.json`,
        remote.name,
      ),
    ),
  ]);
} catch (error) {
  console.error(String(error));
  shutdown(1);
}

const demoUsers = JSON.parse(readFileSync(path.join(root, 'api/src/seed/demo-users.json'), 'utf8'));
console.log(`
Ready in ${seconds()} s. Open the shell on ${developed.map((remote) => remote.name).join(', ')} from ${developed.length > 1 ? 'their dev servers' : 'its dev server'}:

  ${devShellUrl(developed)}

Edits under ${developed.map((remote) => `${remote.name}/src`).join(', ')} show in that page as you save. The override stays for
this browser until the banner's "Clear override"; any deployed QA page takes the same parameter.
Log in as ${demoUsers[0].email} / ${demoUsers[0].password} (more in the README). Stop with Ctrl+C.
`);
