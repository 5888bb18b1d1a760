import { SEARCH_TABS } from '../../src/lib/contracts';

/** One market call of a customer's search, relative to the API's base URL (…/api). */
export interface SearchCall {
  path: string;
  body: { country: string; since: string; until: string }[];
}

const DAY_MS = 86_400_000;
export const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
export const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** The analyst's countries (src/seed/demo-users.json); Real-Time Spend leaves the United States out. */
export const SHARE_OF_VOICE_COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'ES', 'US'] as const;
const SPEND_COUNTRIES = SHARE_OF_VOICE_COUNTRIES.filter((country) => country !== 'US');

/**
 * Searches as different customers ask them (issue 54): 1–3 countries, a period of 15–180 days
 * ending up to 330 days back, any tab of Share of Voice or Real-Time Spend. No two calls made by
 * one instance are the same, so none is answered from the cache or joins another's computation.
 */
export class DistinctSearches {
  private readonly asked = new Set<string>();

  constructor(private readonly until: string) {}

  /** A call of Share of Voice or Real-Time Spend, on a tab and a search nobody asked yet. */
  next(): SearchCall {
    for (;;) {
      const spend = Math.random() < 0.5;
      const call = { path: `/v2/${spend ? 'soi' : 'sov'}/${pick(SEARCH_TABS)}?lang=es`, body: this.draw(spend) };
      if (this.isNew(`${call.path} ${JSON.stringify(call.body)}`)) return call;
    }
  }

  /** A search nobody asked yet, for a page of calls (`spend`: a page that shows spend). */
  nextSearch(spend: boolean, maxDays = 180): SearchCall['body'] {
    for (;;) {
      const body = this.draw(spend, maxDays);
      if (this.isNew(JSON.stringify(body))) return body;
    }
  }

  private isNew(key: string): boolean {
    if (this.asked.has(key)) return false;
    this.asked.add(key);
    return true;
  }

  /** Periods of 15 to `maxDays` days, as `until - since` (the API's length: spend needs more than 14). */
  private draw(spend: boolean, maxDays = 180): SearchCall['body'] {
    const countries = new Set<string>();
    const wanted = between(1, 3);
    while (countries.size < wanted) countries.add(pick(spend ? SPEND_COUNTRIES : SHARE_OF_VOICE_COUNTRIES));
    const until = shiftDays(this.until, -between(0, 330));
    const since = shiftDays(until, -between(15, maxDays));
    return [...countries].map((country) => ({ country, since, until }));
  }
}
