#!/usr/bin/env node
// Starts the built suite: the API, one static server per remote (its own origin) and the
// shell's server. Prints the URL and the demo logins once everything answers. Used by the
// README's start command and by the e2e run, so the tests see the suite exactly as a user does.
// A server that exits unexpectedly is restarted (lib/supervisor.mjs).
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './lib/supervisor.mjs';
import { waitFor } from './lib/wait-for.mjs';
import { readRemoteRegistry, remoteServers } from '../tooling/remote-registry/remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = path.join(root, '.suite');
mkdirSync(stateDir, { recursive: true });
// pids of an earlier run are never trusted: they may belong to other processes by now.
rmSync(path.join(stateDir, 'pids.json'), { force: true });

// One static server per remote of the registry (shared-contracts/remotes.json), on its port.
const REMOTE_SERVERS = remoteServers(readRemoteRegistry());
const API_PORT = Number(process.env.API_PORT ?? 3100);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? path.join(root, '.suite', 'pglite');

const supervisor = createSupervisor({
  // The e2e support reads it to stop or kill one server; kept true across restarts. Written
  // beside and renamed over: a reader polling during a restart once read it truncated.
  onPidsChanged: (pids) => {
    const pidsFile = path.join(stateDir, 'pids.json');
    writeFileSync(`${pidsFile}.next`, JSON.stringify(pids, null, 2));
    renameSync(`${pidsFile}.next`, pidsFile);
  },
});

function shutdown(code = 0) {
  supervisor.stopAll();
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const startedAt = Date.now();
supervisor.supervise('api', 'node', ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  env: { PORT: String(API_PORT), DATA_DIR: dataDir },
});
for (const server of REMOTE_SERVERS) {
  supervisor.supervise(server.name, 'node', server.args, { cwd: root });
}
supervisor.supervise('shell', 'node', ['web-server/src/serve-shell.mjs'], {
  cwd: root,
  env: { PORT: String(SHELL_PORT), API_URL: `http://127.0.0.1:${API_PORT}` },
});

try {
  await Promise.all([
    // The first start loads the market (about 1.5 min on this machine, aim 5 min); later ones reuse it.
    waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 'API', 300_000),
    ...REMOTE_SERVERS.map((server) => waitFor(server.readyUrl, server.name)),
    waitFor(`http://127.0.0.1:${SHELL_PORT}/env.json`, 'shell'),
  ]);
} catch (error) {
  console.error(String(error));
  shutdown(1);
}

const demoUsers = JSON.parse(readFileSync(path.join(root, 'api/src/seed/demo-users.json'), 'utf8'));
console.log(`
The suite is up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: open http://localhost:${SHELL_PORT}

Demo logins (local only):
${demoUsers.map((user) => `  ${user.email.padEnd(26)} ${user.password.padEnd(10)} ${user.description}`).join('\n')}

API docs: http://localhost:${SHELL_PORT}/api/docs   Stop with Ctrl+C.
`);
