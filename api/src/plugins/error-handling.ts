import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from 'shared-contracts';
import { HttpError } from '../lib/http-errors';
import { BUSY_MESSAGE, ServiceBusyError, UNDER_PRESSURE_CODE } from './overload';

export const INTERNAL_ERROR_MESSAGE = 'Internal error';

/** The status to answer a client mistake with, or null when the fault is ours. */
function clientErrorStatus(error: FastifyError): number | null {
  if (error instanceof HttpError) return error.statusCode;
  if (error.validation) return 400;
  // Fastify's own 4xx: malformed JSON, empty JSON body, unsupported media type, body too large.
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Every error answers `{ error: message }` (spec: the login page shows the server's message).
 * Unexpected errors are logged and answered with a fixed text, so internals never leak.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error.code === UNDER_PRESSURE_CODE || error instanceof ServiceBusyError) {
      // under-pressure has put Retry-After on the reply already; the client retries after it
      // instead of showing an error.
      if (error instanceof ServiceBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ApiErrorBody = { error: BUSY_MESSAGE };
      return reply.code(503).send(body);
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      const body: ApiErrorBody = { error: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'Unhandled error');
    const body: ApiErrorBody = { error: INTERNAL_ERROR_MESSAGE };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const body: ApiErrorBody = { error: `Route ${request.method} ${path} not found` };
    return reply.code(404).send(body);
  });
  // Node leaves CONNECT to a listener and otherwise drops the socket without a word.
  app.server.on('connect', (_request, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
