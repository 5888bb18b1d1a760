import type { FastifyPluginAsync } from 'fastify';
import type { Language } from 'shared-contracts';
import { NewsCard } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { errorResponses, languageSchema } from '../../plugins/schemas';
import { requestLanguage } from '../users/request-language';
import { listNews } from './news-repository';

const newsSchema = {
  tags: ['news'],
  summary: "Home's news cards in `lang` (else the user's saved language), in display order",
  security: [{ bearer: [] }],
  querystring: Type.Object({ lang: Type.Optional(languageSchema) }),
  response: {
    200: Type.Array(NewsCard),
    ...errorResponses(401),
  },
} as const;

/** GET /v2/news. */
export const newsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { lang?: Language }; Reply: NewsCard[] }>(
    '/v2/news',
    { schema: newsSchema, preHandler: app.authenticate },
    async (request) => listNews(db, await requestLanguage(db, request)),
  );
};
