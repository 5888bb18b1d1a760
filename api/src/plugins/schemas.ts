import type { FastifyInstance } from 'fastify';
import { SUPPORTED_LANGUAGES } from '../lib/contracts';

/** A `lang` query parameter: one of the product's languages (shared-contracts' one list). */
export const languageSchema = { type: 'string', enum: [...SUPPORTED_LANGUAGES] } as const;

/** `{ error }`, the body of every error answer (ApiErrorBody in shared-contracts). */
export const API_ERROR_SCHEMA_ID = 'ApiError';

const apiErrorSchema = {
  $id: API_ERROR_SCHEMA_ID,
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

export function registerSharedSchemas(app: FastifyInstance): void {
  app.addSchema(apiErrorSchema);
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response entries for the error statuses a route may answer, for its schema and the docs. */
export function errorResponses(...statuses: ErrorStatus[]): Record<ErrorStatus, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `${API_ERROR_SCHEMA_ID}#` }])) as Record<
    ErrorStatus,
    { $ref: string }
  >;
}
