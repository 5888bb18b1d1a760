import type { FastifyPluginAsync } from 'fastify';
import { CurrencyRatesResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';

const ratesSchema = {
  tags: ['rates'],
  summary: 'USD quotes keyed USD + currency (e.g. USDARS), from the exchange_rates table; all when no list is given',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      currencies: { type: 'string', pattern: '^[A-Za-z]{3}(,[A-Za-z]{3})*$', maxLength: 200, examples: ['ARS,BRL'] },
    },
    additionalProperties: false,
  },
  response: {
    200: CurrencyRatesResponse,
    ...errorResponses(400, 401),
  },
} as const;

/** The default of the spec's external currency-rates service (docs/decisions.md). */
export const ratesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { currencies?: string }; Reply: CurrencyRatesResponse }>(
    '/v2/rates',
    { preHandler: app.authenticate, schema: ratesSchema },
    async (request) => {
      const asked = request.query.currencies ? [...new Set(request.query.currencies.toUpperCase().split(','))] : null;
      const { rows } = await db.query<{ currency: string; rate: number }>(
        `select currency, usd_rate::float8 as rate from exchange_rates
         where $1::text[] is null or currency = any($1::text[]) order by currency`,
        [asked],
      );
      const unknown = asked?.filter((code) => !rows.some((row) => row.currency === code)) ?? [];
      if (unknown.length > 0) throw badRequest(`Unknown currency: ${unknown.join(', ')}`);
      return { source: 'USD', quotes: Object.fromEntries(rows.map((row) => [`USD${row.currency}`, row.rate])) };
    },
  );
};
