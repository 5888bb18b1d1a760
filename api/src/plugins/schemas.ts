import type { FastifyInstance } from 'fastify';
import type { Language } from 'shared-contracts';
import { Type, type Static, type TObject, type TUnsafe } from 'typebox';
import { SUPPORTED_LANGUAGES } from '../lib/contracts';

/** A `lang` query parameter: one of the product's languages (shared-contracts' one list). */
export function languageSchemaWith(options: { default?: Language; description?: string }) {
  return Type.Enum(SUPPORTED_LANGUAGES, { type: 'string', examples: ['en'], ...options });
}

export const languageSchema = languageSchemaWith({});

/** An optional `lang` query parameter that Fastify fills with `language` when absent. */
export function languageWithDefault(language: Language) {
  return Type.Optional(languageSchemaWith({ default: language }));
}

/** `0|1` switches of the query, `0` when absent. */
export const zeroOrOne = Type.Optional(Type.Enum([0, 1], { type: 'integer', default: 0, examples: [0] }));

/**
 * A query schema as its handler reads it: Fastify fills the parameters that have a default, which
 * the schema leaves optional so that a request may omit them. The JSON is the schema's own.
 */
export function withDefaultsFilled<Schema extends TObject, Keys extends keyof Static<Schema> & string>(
  schema: Schema,
  filled: readonly Keys[],
): TUnsafe<Static<Schema> & Required<Pick<Static<Schema>, Keys>>> {
  for (const key of filled) {
    if ((schema.properties[key] as { default?: unknown } | undefined)?.default === undefined) {
      throw new Error(`The query parameter ${key} has no default to fill`);
    }
  }
  return Type.Unsafe<Static<Schema> & Required<Pick<Static<Schema>, Keys>>>(schema);
}

/**
 * A 200 that is a file, not JSON, in the route schema's `content` form: the document names the
 * media types the route sends (a client reads bytes, not JSON); Fastify sends the bytes as they are.
 */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  const schema = { type: 'string', format: 'binary' } as const;
  return { description, content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])) };
}

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
