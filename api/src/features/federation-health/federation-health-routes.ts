import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { CanaryRollbacksResponse, RemoteHealthResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { requireRole } from '../auth/authenticate';
import { listRollbacks, remoteHealth } from './federation-health-repository';

/** The health window of the diagnostics page and `pnpm remotes health`. */
const HEALTH_WINDOW_MINUTES = 60;

export interface FederationSettings {
  /** Where the environment files the shell serves are (`ENVIRONMENTS_DIR`). */
  environmentsDir: string;
}

/** `ENVIRONMENTS_DIR`, else the repository's `environments/` beside the API's folder. */
export function readFederationSettings(env: Readonly<Record<string, string | undefined>>): FederationSettings {
  return { environmentsDir: path.resolve(env.ENVIRONMENTS_DIR || '../environments') };
}

const envQuery = {
  type: 'object',
  properties: { env: { type: 'string', pattern: '^[a-zA-Z0-9-]{1,40}$', examples: ['prod'] } },
  required: ['env'],
  additionalProperties: false,
} as const;

const healthSchema = {
  tags: ['federation'],
  summary: "Each remote version's loads in the last hour, as real browsers reported them",
  description:
    'Super admins only. Per remote, version and channel (stable or canary): loads, failures by phase ' +
    '(manifest, entry, module, render), the failure rate, the p95 of successful loads, and when the API ' +
    'rolled the version back as a canary.',
  security: [{ bearer: [] }],
  querystring: envQuery,
  response: {
    200: RemoteHealthResponse,
    ...errorResponses(400, 401, 403),
  },
} as const;

const rollbacksSchema = {
  tags: ['federation'],
  summary: 'The canaries the API rolled back in an environment',
  description:
    'Public: the shell reads it on every page load that has a canary, before anyone signs in, and stops ' +
    'assigning a version listed here. Holds no customer data.',
  security: [],
  querystring: envQuery,
  response: {
    200: CanaryRollbacksResponse,
    ...errorResponses(400),
  },
} as const;

/** The federation's health and its automatic canary rollbacks (issue 20). */
export const federationHealthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { env: string }; Reply: RemoteHealthResponse }>(
    '/v2/federation/health',
    { schema: healthSchema, preHandler: [app.authenticate, requireRole(ROLES.superAdmin)] },
    async (request) => ({
      env: request.query.env,
      windowMinutes: HEALTH_WINDOW_MINUTES,
      rows: await remoteHealth(db, request.query.env, HEALTH_WINDOW_MINUTES),
    }),
  );

  app.get<{ Querystring: { env: string }; Reply: CanaryRollbacksResponse }>(
    '/v2/federation/rollbacks',
    { schema: rollbacksSchema },
    async (request, reply) => {
      // Read on every page load with a canary: a short shared cache keeps that cheap.
      reply.header('Cache-Control', 'public, max-age=5');
      return { env: request.query.env, rollbacks: await listRollbacks(db, request.query.env) };
    },
  );
};
