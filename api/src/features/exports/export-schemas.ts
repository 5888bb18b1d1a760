import {
  DdsWithoutCaptureRequest,
  ExportLinkResponse,
  ExportMailRequest,
  ReportRequestedResponse,
} from 'shared-contracts/schemas';
import { API_ERROR_SCHEMA_ID, errorResponses, fileAnswer } from '../../plugins/schemas';
import { exportQuerySchema, galleryExportQuerySchema } from './export-query';
import { EXPORT_CONTENT_TYPES } from './export-service';

/** `text/csv; charset=utf-8` is sent; the document keys its answers by media type alone. */
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim() ?? contentType;

const formatParams = {
  type: 'object',
  // excel: the one format every export offers.
  properties: { format: { type: 'string', enum: ['excel', 'pdf', 'csv'], examples: ['excel'] } },
  required: ['format'],
} as const;

export function exportSchema(type: string, formats: readonly string[]) {
  return {
    tags: ['exports'],
    summary: `Export ${type} (${formats.join(', ')}) and get its download link`,
    description:
      'Makes the file now and answers `_links.self.href`, a same-origin link valid 15 minutes that needs no ' +
      'token (the browser opens it in a new tab). Refused for the demo role.',
    security: [{ bearer: [] }],
    params: formatParams,
    querystring: exportQuerySchema,
    response: { 200: ExportLinkResponse, ...errorResponses(400, 401, 403, 404) },
  } as const;
}

export function exportMailSchema(type: string) {
  return {
    tags: ['exports'],
    summary: `E-mail the ${type} export to the caller (mail variant)`,
    description: 'The body carries the filter objects; the e-mail, with the file attached, goes to the outbox.',
    security: [{ bearer: [] }],
    params: formatParams,
    body: ExportMailRequest,
    response: { 200: ReportRequestedResponse, ...errorResponses(400, 401, 403, 404) },
  } as const;
}

export const galleryExportSchema = {
  tags: ['exports'],
  summary: 'The gallery page as a PDF (cards with their images) and its download link',
  security: [{ bearer: [] }],
  querystring: galleryExportQuerySchema,
  response: { 200: ExportLinkResponse, ...errorResponses(400, 401, 403) },
} as const;

export const exportFileSchema = {
  tags: ['exports'],
  summary: 'Download an export by the link an export answered',
  description: 'The link is the credential (256 random bits, 15 minutes), so no bearer token is read.',
  params: {
    type: 'object',
    properties: {
      token: {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]{43}$',
        examples: ['q3Vx0bK2nS8fT1yWc6mZr4hJ9pLd7aE5uGiO_-NtYQw'],
      },
    },
    required: ['token'],
  },
  response: {
    200: fileAnswer(
      'The file, of the type of its format',
      Object.values(EXPORT_CONTENT_TYPES).map(({ type }) => mediaTypeOf(type)),
    ),
    ...errorResponses(400, 404),
  },
} as const;

export const ddsWithoutCaptureSchema = {
  tags: ['exports'],
  summary: "'Dds without capture': e-mail the CSV of the spots captured without a screenshot",
  security: [{ bearer: [] }],
  body: DdsWithoutCaptureRequest,
  response: {
    200: ReportRequestedResponse,
    ...errorResponses(400, 401, 403),
    500: { $ref: `${API_ERROR_SCHEMA_ID}#` },
  },
} as const;
