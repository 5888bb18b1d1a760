import type { FastifyPluginAsync } from 'fastify';
import type { NewsCard } from 'shared-contracts';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { listNews } from './news-repository';

const newsSchema = {
  tags: ['news'],
  summary: "Home's news cards, in display order",
  security: [{ bearer: [] }],
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'string' },
          title: { type: 'string' },
          body: { type: 'string' },
          links: {
            type: 'array',
            items: {
              type: 'object',
              properties: { label: { type: 'string' }, href: { type: 'string' } },
              required: ['label', 'href'],
            },
          },
        },
        required: ['id', 'type', 'title', 'body', 'links'],
      },
    },
    ...errorResponses(401),
  },
} as const;

/** GET /v2/news. */
export const newsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Reply: NewsCard[] }>('/v2/news', { schema: newsSchema, preHandler: app.authenticate }, async () =>
    listNews(db),
  );
};
