import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses, fileAnswer } from '../../plugins/schemas';
import { CREATIVE_FILE_PATTERN, parseCreativeFile, renderCreativeFile } from './creative-files';
import type { CreativeSignature } from './creative-signatures';
import { findCreativeSubject } from './creatives-repository';

export const CREATIVE_NOT_FOUND_MESSAGE = 'Creative not found';
export const CREATIVE_FORBIDDEN_MESSAGE = 'This image address is not signed, was altered or has expired';

/** A week: deterministic from the campaign (revalidated by ETag). */
const CACHE_SECONDS = 604800;
/** Public drawings (the public spot's) may be kept by any cache. */
export const CREATIVE_CACHE_CONTROL = `public, max-age=${CACHE_SECONDS}`;

/** A signed address is the viewer's: kept by the browser alone, until it expires. */
function signedCacheControl(expires: number, now: Date): string {
  return `private, max-age=${Math.max(0, Math.min(CACHE_SECONDS, expires - Math.floor(now.getTime() / 1000)))}`;
}

const signatureQuery = {
  type: 'object',
  properties: {
    viewer: {
      type: 'string',
      maxLength: 64,
      description: 'Opaque tag of the user the address was issued to',
      examples: ['Xv3Jq0bH2c9kPz1A'],
    },
    expires: {
      type: 'integer',
      minimum: 0,
      description: 'Epoch seconds; the address answers 403 from then on (the end of the next UTC day)',
      examples: [1767312000],
    },
    signature: {
      type: 'string',
      maxLength: 64,
      description: 'HMAC-SHA256 (base64url, first 22 characters) of the path, the viewer and the expiry',
      examples: ['3d0hM8rWc1nT6uQy_Lw9Zg'],
    },
  },
} as const;

const creativeImageSchema = {
  tags: ['public'],
  summary:
    'A generated creative image: creative, video (animated, creative is its poster), screenshot (of the latest spot), ' +
    'screenshot-{spotId} (of that spot) or slide-{n} (1-12) of a carousel',
  description:
    'The addresses the market answers carry, signed for their viewer until the end of the next UTC day ' +
    '(images are loaded by <img> tags, which send no token). 403 for an unsigned, altered or expired address. ' +
    "SVG, under 4 KB, in the language of the country of the spot it shows (the campaign's latest for the others).",
  params: {
    type: 'object',
    properties: {
      // A campaign of the example search (MarketSearchBody).
      campaignId: { type: 'integer', minimum: 1, maximum: 2147483647, examples: [210] },
      file: { type: 'string', pattern: CREATIVE_FILE_PATTERN.source, examples: ['creative.svg'] },
    },
    required: ['campaignId', 'file'],
  },
  querystring: signatureQuery,
  response: {
    200: fileAnswer('The image', ['image/svg+xml']),
    304: { type: 'null', description: 'Not modified: If-None-Match named the ETag the image still has' },
    ...errorResponses(400, 403, 404),
  },
} as const;

/** GET /creatives/{campaignId}/{name}.svg?viewer&expires&signature: the dashboard's pictures, drawn with no internet. */
export const creativesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { campaignId: number; file: string }; Querystring: Partial<CreativeSignature> }>(
    '/creatives/:campaignId/:file',
    { schema: creativeImageSchema },
    async (request, reply) => {
      const now = new Date();
      const { campaignId, file: name } = request.params;
      // Checked before any query: a stranger learns nothing, not even whether the campaign exists.
      if (app.creativeSigner.check(`/api/creatives/${campaignId}/${name}`, request.query, now) !== 'valid') {
        throw forbidden(CREATIVE_FORBIDDEN_MESSAGE);
      }
      const file = parseCreativeFile(name);
      const subject = file && (await findCreativeSubject(db, campaignId, file.spotId));
      if (!file || !subject) throw notFound(CREATIVE_NOT_FOUND_MESSAGE);
      const cacheControl = signedCacheControl(request.query.expires ?? 0, now);
      return sendCreativeImage(request, reply, renderCreativeFile(subject, file), cacheControl);
    },
  );
};

/** An SVG with its ETag (304 when the browser holds it). */
export function sendCreativeImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: string,
  cacheControl: string,
): FastifyReply {
  const etag = `"${createHash('sha1').update(image).digest('base64url')}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(image);
}
