import type { FastifyPluginAsync } from 'fastify';
import { NewsCard } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { listNews } from './news-repository';

const newsSchema = {
  tags: ['news'],
  summary: "Home's news cards, in display order",
  security: [{ bearer: [] }],
  response: {
    200: Type.Array(NewsCard),
    ...errorResponses(401),
  },
} as const;

/** GET /v2/news. */
export const newsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Reply: NewsCard[] }>('/v2/news', { schema: newsSchema, preHandler: app.authenticate }, async () =>
    listNews(db),
  );
};
