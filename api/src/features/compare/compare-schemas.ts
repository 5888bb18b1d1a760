import type { FastifyRequest } from 'fastify';
import { COMPARE_DIMENSIONS, COMPARE_ENTITIES, type CompareDimension } from 'shared-contracts';
import { Type } from 'typebox';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { badRequest } from '../../lib/http-errors';
import { languageWithDefault, withDefaultsFilled } from '../../plugins/schemas';

/** `/{dimension}`: what is compared. */
export const compareParamsSchema = Type.Object({
  dimension: Type.Enum(COMPARE_DIMENSIONS, { type: 'string', examples: ['advertisers'] }),
});

/** `?lang=es|en|pt`: the language of the names (industries, formats, platforms). */
export const compareQuerySchema = withDefaultsFilled(
  Type.Object({ lang: languageWithDefault(DEFAULT_LANGUAGE) }, { additionalProperties: false }),
  ['lang'],
);

/** The dimension's name in the messages: one entity, several. */
const ENTITY_WORDS: Readonly<Record<CompareDimension, readonly [string, string]>> = {
  advertisers: ['advertiser', 'advertisers'],
  publishers: ['publisher', 'publishers'],
  industries: ['industry', 'industries'],
};

function wordsOf(dimension: unknown): readonly [string, string] {
  return (COMPARE_DIMENSIONS as readonly unknown[]).includes(dimension)
    ? ENTITY_WORDS[dimension as CompareDimension]
    : ['entity', 'entities'];
}

/**
 * preValidation: how many entities, and each once, said in the product's words before the schema
 * says the same in a validator's (`body/entities must NOT have fewer than 2 items`). The schema
 * keeps the limits, so the document shows them; any other mistake gets the schema's message.
 */
export async function checkComparedEntities(request: FastifyRequest): Promise<void> {
  const body = request.body as { entities?: unknown } | null | undefined;
  const entities = body?.entities;
  if (!Array.isArray(entities)) return;
  const [one, several] = wordsOf((request.params as { dimension?: unknown } | undefined)?.dimension);
  const range = `Compare takes ${COMPARE_ENTITIES.min} to ${COMPARE_ENTITIES.max} ${several}`;
  if (entities.length < COMPARE_ENTITIES.min) {
    throw badRequest(`${range}: choose at least ${COMPARE_ENTITIES.min} (${entities.length} chosen)`);
  }
  if (entities.length > COMPARE_ENTITIES.max) {
    throw badRequest(`${range}: remove ${entities.length - COMPARE_ENTITIES.max} of the ${entities.length} chosen`);
  }
  if (new Set(entities).size < entities.length) {
    throw badRequest(`Each ${one} is compared once: the list names one twice`);
  }
}
