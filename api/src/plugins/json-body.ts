import type { FastifyInstance } from 'fastify';

/**
 * Fastify refuses an empty body sent as application/json. Clients that always set the header
 * would then fail on the routes that take no body (refresh, logout), so an empty JSON body
 * reads as no body; anything else goes to Fastify's own parser (prototype-poisoning checks
 * included) and malformed JSON still answers 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
