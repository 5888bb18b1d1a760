import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import {
  createMarketAnswers,
  UNCACHED_MARKET_ANSWERS,
  type MarketAnswers,
  type MarketCacheOptions,
} from './market-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a market route's answer through the cache (or straight, when the cache is off). */
    marketAnswers: MarketAnswers;
  }
}

/** Adds `app.marketAnswers` on the root instance, so every market route sees it. */
export function installMarketAnswers(app: FastifyInstance, db: Queryable, options: MarketCacheOptions | false): void {
  app.decorate('marketAnswers', options ? createMarketAnswers(db, options) : UNCACHED_MARKET_ANSWERS);
}
