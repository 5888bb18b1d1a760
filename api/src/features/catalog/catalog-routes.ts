import type { FastifyPluginAsync } from 'fastify';
import type { Language } from 'shared-contracts';
import { AutocompleteResponse, IndustriesResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { AUTOCOMPLETE_PAGE_SIZE, SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { badRequest, forbidden } from '../../lib/http-errors';
import { errorResponses, languageSchema } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { requestLanguage } from '../users/request-language';
import { AUTOCOMPLETE_TYPES, autocomplete, listIndustries, type AutocompleteType } from './catalog-repository';

interface AutocompleteQuerystring {
  q: string;
  lang?: Language;
  country: string;
  page: number;
  per_page: number;
}

const autocompleteSchema = {
  tags: ['catalog'],
  summary: 'Names matching q (2 characters or more), most seen first; country empty = every country of the caller',
  security: [{ bearer: [] }],
  params: {
    type: 'object',
    properties: { type: { type: 'string', enum: [...AUTOCOMPLETE_TYPES], examples: ['advertisers'] } },
    required: ['type'],
  },
  querystring: {
    type: 'object',
    properties: {
      // The client starts after more than 1 typed character (docs/product.md#filters).
      q: { type: 'string', minLength: 2, maxLength: 100, examples: ['vi'] },
      country: { type: 'string', enum: ['', ...SUPPORTED_COUNTRIES], default: '', examples: ['AR'] },
      page: { type: 'integer', minimum: 1, default: 1, examples: [1] },
      per_page: { type: 'integer', minimum: 1, maximum: 100, default: AUTOCOMPLETE_PAGE_SIZE, examples: [10] },
      lang: { ...languageSchema, description: "Names' language; the caller's saved language when absent" },
    },
    required: ['q'],
    additionalProperties: false,
  },
  response: {
    200: AutocompleteResponse,
    ...errorResponses(400, 401, 403),
  },
} as const;

const industriesSchema = {
  tags: ['catalog'],
  summary: 'Every industry, by name',
  security: [{ bearer: [] }],
  querystring: {
    type: 'object',
    properties: {
      lang: { ...languageSchema, description: "Names' language; the caller's saved language when absent" },
    },
    additionalProperties: false,
  },
  response: {
    200: IndustriesResponse,
    ...errorResponses(401, 403),
  },
} as const;

export const catalogRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { type: AutocompleteType }; Querystring: AutocompleteQuerystring; Reply: AutocompleteResponse }>(
    '/v2/autocomplete/:type',
    { preHandler: [app.authenticate, app.requireAcceptedTerms], schema: autocompleteSchema },
    async (request, reply) => {
      const claims = currentUser(request);
      const { q, country, page, per_page: perPage } = request.query;
      if (country && !(claims.countries as readonly string[]).includes(country)) {
        throw forbidden(`You have no access to the country ${country}`);
      }
      const text = q.trim();
      if (text.length < 2) throw badRequest('q must have at least 2 characters besides spaces');
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, () =>
        autocomplete(db, {
          type: request.params.type,
          lang,
          q: text,
          countries: country ? [country] : claims.countries,
          singleCountry: Boolean(country) || claims.countries.length === 1,
          page,
          perPage,
        }),
      );
    },
  );

  app.get<{ Querystring: { lang?: Language }; Reply: IndustriesResponse }>(
    '/v2/list/industries',
    { preHandler: [app.authenticate, app.requireAcceptedTerms], schema: industriesSchema },
    async (request, reply) => {
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, () => listIndustries(db, lang));
    },
  );
};
