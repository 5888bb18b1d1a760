import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { BEARER_SCHEME, describeOperation, isHiddenRoute } from './swagger-operation-metadata';

export const DOCS_PREFIX = '/api/docs';

/** Where the API answers: paths in the document are relative to it, as the views' calls are. */
const API_BASE_PATH = '/api';

const REFRESH_COOKIE_SCHEME = 'refreshCookie';

/**
 * The OpenAPI document is built from the route schemas, so it cannot drift from what the API
 * validates. Registered before the routes: it collects them as they are added. Each operation
 * gets its stable operationId and the security its hooks enforce (swagger-operation-metadata.ts).
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
      // Relative: the document is served by the API it describes, on whatever host that is.
      servers: [{ url: API_BASE_PATH, description: 'The API that serves this document' }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [REFRESH_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (isHiddenRoute(route)) return { schema, url };
      return { schema: { ...schema, ...describeOperation(route, app.authenticate) }, url };
    },
    // Shared schemas keep their $id as component name instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
