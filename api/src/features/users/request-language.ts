import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../lib/contracts';
import { currentUser } from '../auth/authenticate';
import { findUserById } from './users-repository';

// A saved language is read once a minute per user, not on every request of a busy list; a change
// in the profile reaches the names within that minute.
const savedLanguages = new LRUCache<string, Language>({ max: 10_000, ttl: 60_000 });

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * The language names are answered in: the request's `lang` (validated by the route's schema),
 * else the caller's saved language. Writes it into the query, so the market answer cache keys
 * the answer by it.
 */
export async function requestLanguage(db: Queryable, request: FastifyRequest): Promise<Language> {
  const query = request.query as { lang?: string };
  if (query.lang && isLanguage(query.lang)) return query.lang;
  const { sub } = currentUser(request);
  let language = savedLanguages.get(sub);
  if (!language) {
    const saved = (await findUserById(db, sub))?.language ?? DEFAULT_LANGUAGE;
    language = isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
    savedLanguages.set(sub, language);
  }
  query.lang = language;
  return language;
}
