import type { FastifyRequest } from 'fastify';
import type { CompareDimension, SavedReportComparison, SavedReportParameters } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { COMPARE_DIMENSIONS, COMPARE_ENTITIES, COMPARE_REPORT_PAGE } from '../../lib/contracts';
import { badRequest } from '../../lib/http-errors';
import { namesById } from './reports-repository';

/** A compared entity in the messages. */
const ONE: Readonly<Record<CompareDimension, string>> = {
  advertisers: 'advertiser',
  publishers: 'publisher',
  industries: 'industry',
};

export const COMPARISON_MESSAGES = {
  dimension: (given: unknown) =>
    `A compare report compares ${COMPARE_DIMENSIONS.join(', ')}; not ${JSON.stringify(given ?? null)}.`,
  tooFew: (dimension: CompareDimension, chosen: number) =>
    `A compare report compares ${COMPARE_ENTITIES.min} to ${COMPARE_ENTITIES.max} ${dimension}: ` +
    `choose at least ${COMPARE_ENTITIES.min} (${chosen} chosen).`,
  tooMany: (dimension: CompareDimension, chosen: number) =>
    `A compare report compares ${COMPARE_ENTITIES.min} to ${COMPARE_ENTITIES.max} ${dimension}: ` +
    `remove ${chosen - COMPARE_ENTITIES.max} of the ${chosen} chosen.`,
  repeated: (dimension: CompareDimension) => `Each ${ONE[dimension]} is compared once: the list names one twice.`,
  withoutComparison: `A report of page '${COMPARE_REPORT_PAGE}' needs parameters.compare: what it compares.`,
  withoutPage: `parameters.compare is for a report saved on Compare: its page must be '${COMPARE_REPORT_PAGE}'.`,
  unknown: (dimension: CompareDimension, ids: readonly number[]) => `No ${dimension} with the ids ${ids.join(', ')}.`,
} as const;

/**
 * preValidation of `POST /v2/reports`: a compare report's page and selection, said in the product's
 * words before the schema says the same in a validator's. The schema keeps the limits (the document
 * shows them); any other mistake in the body gets its message.
 */
export async function checkReportComparison(request: FastifyRequest): Promise<void> {
  const body = request.body as { parameters?: { page?: unknown; compare?: unknown } } | null | undefined;
  const parameters = body?.parameters;
  if (typeof parameters !== 'object' || parameters === null) return;
  const { page, compare } = parameters;
  if (compare === undefined) {
    if (page === COMPARE_REPORT_PAGE) throw badRequest(COMPARISON_MESSAGES.withoutComparison);
    return;
  }
  if (page !== COMPARE_REPORT_PAGE) throw badRequest(COMPARISON_MESSAGES.withoutPage);
  if (typeof compare !== 'object' || compare === null) return;
  const { dimension, entities } = compare as { dimension?: unknown; entities?: unknown };
  if (!(COMPARE_DIMENSIONS as readonly unknown[]).includes(dimension)) {
    throw badRequest(COMPARISON_MESSAGES.dimension(dimension));
  }
  if (!Array.isArray(entities)) return;
  const named = dimension as CompareDimension;
  if (entities.length < COMPARE_ENTITIES.min) throw badRequest(COMPARISON_MESSAGES.tooFew(named, entities.length));
  if (entities.length > COMPARE_ENTITIES.max) throw badRequest(COMPARISON_MESSAGES.tooMany(named, entities.length));
  if (new Set(entities).size < entities.length) throw badRequest(COMPARISON_MESSAGES.repeated(named));
}

/**
 * 400 naming the compared ids the dimension does not have: a report comparing an entity that never
 * existed would open an error on Compare and mail one every period. (One removed later keeps its id
 * as its name when the report opens, as a filter's does.)
 */
export async function checkComparedExist(db: Queryable, parameters: SavedReportParameters): Promise<void> {
  const comparison: SavedReportComparison | undefined = parameters.compare;
  if (!comparison) return;
  const names = await namesById(db, comparison.dimension, comparison.entities);
  const unknown = comparison.entities.filter((id) => !names.has(id));
  if (unknown.length > 0) throw badRequest(COMPARISON_MESSAGES.unknown(comparison.dimension, unknown));
}
