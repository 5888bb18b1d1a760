import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { accountFeatures } from './features/account/account-features';
import { authRoutes } from './features/auth/auth-routes';
import { installAuthentication } from './features/auth/authenticate';
import { sessionRoutes } from './features/auth/session-routes';
import { createTokenService, DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './features/auth/token-service';
import { DEFAULT_FIRST_DELAY_MS, waitFor, type LoginSlowdown } from './features/auth/login-throttle-policy';
import { installCreativeSigner } from './features/creatives/install-creative-signer';
import { campaignFeatureRoutes } from './features/gallery/campaign-features';
import { healthRoutes } from './features/health/health-routes';
import { installMarketAnswers } from './features/market-cache/install-market-answers';
import type { MarketCacheOptions } from './features/market-cache/market-answers';
import { marketAnalyticsFeatures } from './features/share-of-voice/market-analytics-features';
import { installErrorHandling } from './plugins/error-handling';
import { installOverloadGuard, type OverloadLimits } from './plugins/overload';
import { acceptEmptyJsonBodies } from './plugins/json-body';
import { registerSharedSchemas } from './plugins/schemas';
import { registerSwagger } from './plugins/swagger';

export interface BuildAppOptions {
  database: Database;
  jwtSecret: string;
  /** Marks the refresh cookie Secure; on wherever the API is served over https. */
  secureCookies?: boolean;
  /** false (default) is silent; true logs at info; or pick the level (and, in tests, the stream). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  accessTokenTtlSeconds?: number;
  /** Origins allowed to call with credentials, for a remote served from its own dev server. */
  corsOrigins?: readonly string[];
  /** Whose X-Forwarded-For to believe for the client's address (failed-login throttling). */
  trustProxy?: string;
  /** How failed logins are slowed before a lockout: 0.5 s doubling to 4 s by default; tests record the waits. */
  loginSlowdown?: Partial<LoginSlowdown>;
  /** A client that has not sent its whole request by then gets 408 (default 30 s). */
  requestTimeoutMs?: number;
  /**
   * Market answers cached per (route, body, query, rights, data version) with ETags; false
   * (default) computes every answer, for tests that change the market between requests.
   */
  marketCache?: MarketCacheOptions | false;
  /** 503 with Retry-After beyond these limits; false (default) never refuses. */
  overload?: OverloadLimits | false;
  /** The environment files the canary judge reads; default `ENVIRONMENTS_DIR` or ../environments. */
  environmentsDir?: string;
}

/** The API as a Fastify instance, not listening: the server listens, tests use `inject`. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    requestTimeout,
    // Node checks request deadlines every 30 s by default: a slow client would hold a socket that long.
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
    },
  });
  const db = options.database;
  const tokens = createTokenService({
    secret: options.jwtSecret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  });

  installErrorHandling(app);
  if (options.overload) installOverloadGuard(app, db, options.overload);
  acceptEmptyJsonBodies(app);
  registerSharedSchemas(app);
  app.register(cookie);
  if (options.corsOrigins?.length) app.register(cors, { origin: [...options.corsOrigins], credentials: true });
  registerSwagger(app);
  installAuthentication(app, tokens, db);
  installCreativeSigner(app, options.jwtSecret);
  installMarketAnswers(app, db, options.marketCache ?? false);

  // Each feature is a plugin under /api; a new feature adds one line here.
  app.register(
    async (api) => {
      api.register(healthRoutes, { db });
      api.register(authRoutes, {
        db,
        tokens,
        secureCookies: options.secureCookies ?? false,
        secret: options.jwtSecret,
        loginSlowdown: { firstDelayMs: DEFAULT_FIRST_DELAY_MS, wait: waitFor, ...options.loginSlowdown },
      });
      api.register(sessionRoutes);
      api.register(accountFeatures, {
        db,
        secret: options.jwtSecret,
        ...(options.environmentsDir ? { federation: { environmentsDir: options.environmentsDir } } : {}),
      });
      api.register(campaignFeatureRoutes, { db });
      api.register(marketAnalyticsFeatures, { db });
    },
    { prefix: '/api' },
  );
  return app;
}
