import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { DocumentedAnswer, DocumentedOperation, OpenApiDocument } from './openapi-truth-document';

/**
 * Checks an answer against what the document says of its operation: the status is documented,
 * the Content-Type is one documented for that status, a JSON body validates against the
 * documented schema, a file answer carries bytes, an answer documented without content is empty.
 */
export interface AnswerChecker {
  disagreements(documented: DocumentedOperation, response: LightMyRequestResponse): string[];
}

/** `image/svg+xml; charset=utf-8` -> `image/svg+xml`. */
const mediaTypeOf = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** `*\/*` and `image/*` are media ranges: they cover every type, or every subtype of one type. */
function covers(documented: string, sent: string): boolean {
  if (documented === sent || documented === '*/*') return true;
  return documented.endsWith('/*') && sent.startsWith(documented.slice(0, -1));
}

/** The exact status, else its range (`2XX`), else `default`, as OpenAPI reads responses. */
function documentedAnswer(responses: Record<string, DocumentedAnswer>, status: number): DocumentedAnswer | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

export function createAnswerChecker(document: OpenApiDocument): AnswerChecker {
  // The document is OpenAPI 3.0: `nullable` and `example` are its keywords, not JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  const validators = new Map<unknown, ValidateFunction>();
  // Each schema is compiled beside the document's components, so its `#/components/…` refs resolve.
  const validatorOf = (schema: unknown) => {
    const known = validators.get(schema);
    if (known) return known;
    const validate = ajv.compile({ allOf: [schema], components: document.components });
    validators.set(schema, validate);
    return validate;
  };

  function bodyDisagreements(schema: unknown, body: string): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`the body is not JSON: ${body.slice(0, 80)}`];
    }
    const validate = validatorOf(schema);
    if (validate(parsed)) return [];
    return (validate.errors ?? []).map((error) => `the body ${error.instancePath || '/'} ${error.message ?? ''}`);
  }

  return {
    disagreements({ operation }, response) {
      const answer = documentedAnswer(operation.responses, response.statusCode);
      const documentedStatuses = Object.keys(operation.responses).join(', ');
      if (!answer) return [`status ${response.statusCode} is not documented (${documentedStatuses}): ${response.body}`];
      const sentType = mediaTypeOf(String(response.headers['content-type'] ?? ''));
      if (!answer.content) {
        return response.rawPayload.length === 0
          ? []
          : [`status ${response.statusCode} is documented empty, but ${sentType} came: ${response.body.slice(0, 80)}`];
      }
      const mediaType = Object.keys(answer.content).find((documented) => covers(documented, sentType));
      if (!mediaType) {
        return [
          `${sentType || 'no Content-Type'} is not documented for ${response.statusCode}: ${Object.keys(answer.content).join(', ')}`,
        ];
      }
      if (isJson(mediaType)) return bodyDisagreements(answer.content[mediaType]?.schema, response.body);
      return response.rawPayload.length > 0 ? [] : [`the ${sentType} answer is empty`];
    },
  };
}
