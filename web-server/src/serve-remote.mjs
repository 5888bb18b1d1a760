#!/usr/bin/env node
// @ts-check
// serve-remote --dir <remote>/dist --port <port> [--host 127.0.0.1]
//   ALLOWED_ORIGINS  comma-separated origins of the shell (default http://localhost:3000,http://127.0.0.1:3000)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRemoteServer, parseOrigins } from './remote-server.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-remote --dir <folder> --port <port> [--host 127.0.0.1]');
  process.exit(2);
}
const host = values.host ?? '127.0.0.1';
const app = await createRemoteServer({
  root: path.resolve(values.dir),
  allowedOrigins: parseOrigins(process.env.ALLOWED_ORIGINS),
});
await app.listen({ port: Number(values.port), host });
console.log(`serving ${values.dir} on http://${host}:${values.port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
// Started by the suite's supervisor (an IPC channel): go when it goes, rather than hold the port.
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
