import type { FastifyPluginAsync } from 'fastify';
import type { CountryCode } from 'shared-contracts';
import { DataAsOfResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { DEMO_WINDOW } from '../market-search/market-search';
import { lastCaptureDate } from './last-capture-date';

const dataAsOfSchema = {
  tags: ['market'],
  summary:
    'The date of the last captured spot of each market asked (the demo role: within its window), for the views’ "Data as of"',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: { countries: { type: 'string', pattern: '^[A-Z]{2}(,[A-Z]{2}){0,18}$', examples: ['AR,MX'] } },
    required: ['countries'],
    additionalProperties: false,
  },
  response: {
    200: DataAsOfResponse,
    ...errorResponses(400, 401, 403),
  },
} as const;

/**
 * How fresh each market's data is: every data view says "Data as of …" from this answer. The
 * date is the market's (a country's), not the search's range: a range ending before it still
 * reads data captured up to that day.
 */
export const dataAsOfRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { countries: string }; Reply: DataAsOfResponse }>(
    '/v2/data-as-of',
    { preHandler: [app.authenticate, app.requireAcceptedTerms], schema: dataAsOfSchema },
    async (request, reply) => {
      const claims = currentUser(request);
      const countries = [...new Set(request.query.countries.split(','))];
      const foreign = countries.filter((country) => !(claims.countries as readonly string[]).includes(country));
      if (foreign.length > 0) throw forbidden(`You have no access to the country ${foreign.join(', ')}`);
      // The demo role reads its window only (docs/decisions.md), so its data is as of the window's end at the latest.
      const until = claims.roles.includes(ROLES.demo) ? DEMO_WINDOW.until : null;
      return app.marketAnswers.send(request, reply, async () =>
        Promise.all(
          countries.map(async (country) => ({
            country: country as CountryCode,
            dataAsOf: await lastCaptureDate(db, country, until),
          })),
        ),
      );
    },
  );
};
