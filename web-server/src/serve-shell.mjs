#!/usr/bin/env node
// @ts-check
// serve-shell: the shell's production server.
//   PORT (3000)  HOST (127.0.0.1)  SUITE_ENV (local)  API_URL (http://127.0.0.1:3100)
//   SHELL_DIST (shell/dist)  ENVIRONMENTS_DIR (environments), both from the repository's root
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellServer } from './shell-server/shell-server.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const options = {
  distDir: path.resolve(process.env.SHELL_DIST ?? path.join(repositoryRoot, 'shell', 'dist')),
  environmentsDir: path.resolve(process.env.ENVIRONMENTS_DIR ?? path.join(repositoryRoot, 'environments')),
  suiteEnv: process.env.SUITE_ENV ?? 'local',
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3100',
};
const app = await createShellServer(options);
await app.listen({ port, host });
console.log(
  `[serve-shell] http://${host}:${port}  dist=${options.distDir}  env=${options.suiteEnv}  api=${options.apiUrl}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
// Started by the suite's supervisor (an IPC channel): go when it goes, rather than hold the port.
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
