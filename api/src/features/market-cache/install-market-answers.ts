import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import {
  createMarketAnswers,
  uncachedMarketAnswers,
  type MarketAnswers,
  type MarketCacheOptions,
} from './market-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a market route's answer through the cache (or straight, when the cache is off). */
    marketAnswers: MarketAnswers;
  }
}

/**
 * Adds `app.marketAnswers` on the root instance, so every market route sees it. After
 * `installCreativeSigner`: each answer sent signs its creative addresses for its viewer.
 */
export function installMarketAnswers(app: FastifyInstance, db: Queryable, options: MarketCacheOptions | false): void {
  const signer = app.creativeSigner;
  app.decorate('marketAnswers', options ? createMarketAnswers(db, options, signer) : uncachedMarketAnswers(signer));
}
