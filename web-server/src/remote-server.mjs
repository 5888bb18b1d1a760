// @ts-check
// One remote's whole dist/ (every version side by side, dist/<version>/…) on its own origin.
// Only the shell's origins may read it cross-origin: the federation runtime fetches manifests
// with fetch() and loads scripts with `crossorigin`, and nobody else needs to.
import cors from '@fastify/cors';
import { createHardenedServer, registerCompression, registerStaticFolder, replyNotFound } from './static-site.mjs';

/** The shell as the README starts it; production names its own with ALLOWED_ORIGINS. */
export const DEFAULT_SHELL_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/**
 * @param {{ root: string, allowedOrigins?: string[], requestTimeoutMs?: number, logRequests?: boolean }} options
 */
export async function createRemoteServer({
  root,
  allowedOrigins = DEFAULT_SHELL_ORIGINS,
  requestTimeoutMs,
  logRequests,
}) {
  const app = createHardenedServer({ requestTimeoutMs, logRequests });
  await app.register(cors, { origin: allowedOrigins, methods: ['GET', 'HEAD'] });
  await registerCompression(app);
  await registerStaticFolder(app, { root });
  app.setNotFoundHandler(replyNotFound);
  return app;
}

/** @param {string | undefined} list comma-separated origins */
export function parseOrigins(list) {
  if (!list) return DEFAULT_SHELL_ORIGINS;
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
