/**
 * The served OpenAPI document as the truth test reads it (openapi-truth.test.ts): its operations,
 * the examples they carry, and the parameters and bodies that carry none.
 */

/** An `example` or named `examples`, as a parameter or a media type carries them. */
interface ExampleCarrier {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface DocumentedMediaType extends ExampleCarrier {
  schema?: unknown;
}

interface DocumentedParameter extends ExampleCarrier {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: { type?: unknown };
}

export interface DocumentedAnswer {
  description: string;
  content?: Record<string, DocumentedMediaType>;
}

interface Operation {
  operationId: string;
  parameters?: DocumentedParameter[];
  requestBody?: { content: Record<string, DocumentedMediaType> };
  responses: Record<string, DocumentedAnswer>;
}

export interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
}

/** One operation with where it answers: `method` upper case, `path` as the document writes it. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
}

export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** The first example a parameter or a media type carries, or undefined. */
export function exampleOf(carrier: ExampleCarrier): unknown {
  if (carrier.example !== undefined) return carrier.example;
  return Object.values(carrier.examples ?? {}).find((named) => named.value !== undefined)?.value;
}

/** `operationId: query since`, `operationId: body application/json`… for each one without an example. */
export function partsWithoutExample(operations: readonly DocumentedOperation[]): string[] {
  return operations.flatMap(({ operation }) => [
    ...(operation.parameters ?? [])
      .filter((parameter) => exampleOf(parameter) === undefined)
      .map((parameter) => `${operation.operationId}: ${parameter.in} ${parameter.name}`),
    ...Object.entries(operation.requestBody?.content ?? {})
      .filter(([, media]) => exampleOf(media) === undefined)
      .map(([mediaType]) => `${operation.operationId}: body ${mediaType}`),
  ]);
}
