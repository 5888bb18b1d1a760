import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is built from the route schemas, so it cannot drift from what the API
 * validates. Registered before the routes: it collects them as they are added.
 */
export function registerSwagger(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Advertising intelligence reference API',
        description: 'Every call of the dashboard, served from PGlite or PostgreSQL.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Shared schemas keep their $id as component name instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
