import type { InjectOptions } from 'fastify';
import { exampleOf, type DocumentedOperation } from './openapi-truth-document';

/** A file sent with a multipart body: what a browser's file input adds to the form. */
interface UploadedFile {
  name: string;
  type: string;
  content: string;
}

/** What a call takes besides the document's examples. */
export interface RequestParts {
  /** Path parameters made by earlier calls (ids, tokens), by name: they replace the examples. */
  path?: Record<string, string | number>;
  /** Query parameters made by earlier calls (an address's signature), by name: they replace the examples. */
  query?: Record<string, string | number>;
  /** A body made from the example with what earlier calls made (a reset e-mail's token). */
  body?: unknown;
  /** Sent as multipart/form-data: the example's fields and this file. */
  file?: UploadedFile;
  headers?: Record<string, string>;
}

const MULTIPART = 'multipart/form-data';
const BOUNDARY = 'openapi-truth-boundary';

/** `multipart/form-data` of text fields and one file, as a browser writes it. */
function multipartPayload(fields: Record<string, unknown>, file: UploadedFile): string {
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  const filePart =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n${file.content}\r\n`;
  return `${fieldParts.join('')}${filePart}--${BOUNDARY}--\r\n`;
}

function required(value: unknown, what: string): unknown {
  if (value === undefined) throw new Error(`The document gives no example of ${what}`);
  return value;
}

/** The query string of every query parameter's example; a list repeats its key (the default `form` style). */
function queryOf({ operation }: DocumentedOperation, made: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    const example =
      made[parameter.name] ?? required(exampleOf(parameter), `${operation.operationId}'s query ${parameter.name}`);
    for (const value of Array.isArray(example) ? example : [example]) query.append(parameter.name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function pathOf({ path, operation }: DocumentedOperation, made: Record<string, string | number>): string {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path')
    .reduce((filled, parameter) => {
      const value =
        made[parameter.name] ?? required(exampleOf(parameter), `${operation.operationId}'s ${parameter.name}`);
      return filled.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    }, path);
}

/**
 * The request of an operation made from the document: every parameter's example (all the query
 * parameters, optional ones too: each example must be one the API accepts) and the body's example.
 */
export function requestFromDocument(
  serverUrl: string,
  documented: DocumentedOperation,
  parts: RequestParts = {},
): InjectOptions {
  const { operation } = documented;
  const request: InjectOptions = {
    method: documented.method as InjectOptions['method'],
    url: `${serverUrl}${pathOf(documented, parts.path ?? {})}${queryOf(documented, parts.query ?? {})}`,
    headers: { ...parts.headers },
  };
  const content = operation.requestBody?.content;
  if (!content) return request;
  if (parts.file) {
    const fields = required(exampleOf(content[MULTIPART] ?? {}), `${operation.operationId}'s ${MULTIPART} body`);
    request.payload = multipartPayload(fields as Record<string, unknown>, parts.file);
    request.headers = { ...request.headers, 'content-type': `${MULTIPART}; boundary=${BOUNDARY}` };
    return request;
  }
  const body = parts.body ?? exampleOf(content['application/json'] ?? {});
  request.payload = required(body, `${operation.operationId}'s JSON body`) as InjectOptions['payload'];
  return request;
}
