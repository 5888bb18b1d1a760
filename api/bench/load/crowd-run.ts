import {
  between,
  DistinctSearches,
  pick,
  SHARE_OF_VOICE_COUNTRIES,
  shiftDays,
  type SearchCall,
} from './distinct-searches';

/** A view's page load: every market call it sends when it opens (see scenarios.ts). */
interface View {
  name: string;
  /** Real-Time Spend's rules apply: no United States, more than 14 days. */
  spend: boolean;
  /** The longest period a customer may ask on it (Snapshots: 3 months, 89 days at the shortest). */
  maxDays?: number;
  paths: (tab: string) => string[];
}

const VIEWS: readonly View[] = [
  { name: 'Share of Voice', spend: false, paths: (tab) => [`/v2/sov/${tab}?lang=es`] },
  { name: 'Real-Time Spend', spend: true, paths: (tab) => [`/v2/soi/${tab}?lang=es`, '/v2/rates'] },
  {
    name: 'Snapshots',
    spend: true,
    maxDays: 88,
    paths: () => [
      '/v2/sov/industries?snap=1&lang=es',
      '/v2/soi/industries?snap=1&lang=es',
      '/v2/snapshots/stats/industries?lang=es',
      '/v2/snapshots/table/industries/1/20?lang=es',
      '/v2/sov/advertisers?snap=1&lang=es',
      '/v2/soi/advertisers?snap=1&lang=es',
      '/v2/snapshots/platforms?lang=es',
      '/v2/snapshots/sources?lang=es',
      '/v2/gallery/1/15?lang=es',
    ],
  },
  { name: 'Campaigns', spend: false, paths: () => ['/v2/gallery/1/15?unique=0&lang=es', '/v2/spots/1/15'] },
];
const TABS = ['industries', 'advertisers', 'products', 'categories', 'formats', 'publishers', 'platforms', 'sources'];

export interface CrowdOptions {
  apiUrl: string;
  /** One access token per customer: each is a browser session of its own. */
  tokens: readonly string[];
  seconds: number;
  /** The market's last day: the default period is the 15 days ending on it. */
  until: string;
  /** Share of pages on the customer's country's default period; the rest each ask a search of their own. */
  defaultShare: number;
}

/** What the crowd measured: per page, the time from its first call to its last answer. */
export interface CrowdSample {
  customers: number;
  pages: number;
  requests: number;
  /** 503s met (each retried as the shell does). */
  refusals: number;
  pageMs: { p50: number; p95: number; p99: number; max: number };
  /** Pages that took over 10 s or ended in an error (after the shell's retries). */
  givenUp: number;
  /** The first few errors, to say what went wrong. */
  errors: string[];
  /** p99 of a page's answers per view, for the pages that asked a search of their own. */
  ownSearchP99ByView: Record<string, number>;
}

/** The shell's busy retry (shell/src/features/busy-retry): up to 4 tries, waiting Retry-After (≤ 10 s). */
const MAX_ATTEMPTS = 4;
const MAX_RETRY_DELAY_MS = 10_000;
/** A browser's connections per origin over HTTP/1.1: a page's seventh call waits for one of six. */
const BROWSER_CONNECTIONS = 6;
const GIVE_UP_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Runs `tasks` at most `limit` at a time, as a browser's connection pool does. */
async function withConnections<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Simulated customers (issue 54): each loads a view's page (all its calls at once), pauses
 * 5–20 s and loads another, for `seconds`. A customer starts after a first pause of 0–20 s.
 */
export async function runCrowd(options: CrowdOptions): Promise<CrowdSample> {
  const searches = new DistinctSearches(options.until);
  // The spec's default, the last 15 days; views of spend need more than 14 days between the ends.
  const defaultPeriod = (spend: boolean) => ({
    since: shiftDays(options.until, spend ? -15 : -14),
    until: options.until,
  });
  const end = Date.now() + options.seconds * 1000;
  const pageTimes: number[] = [];
  const ownSearchTimes = new Map<string, number[]>();
  const errors: string[] = [];
  let requests = 0;
  let refusals = 0;
  let givenUp = 0;

  const call = async (token: string, path: string, body: SearchCall['body']): Promise<string | null> => {
    const isPost = !path.startsWith('/v2/rates');
    for (let attempt = 1; ; attempt += 1) {
      requests += 1;
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl}${path}`, {
          method: isPost ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            'accept-encoding': 'gzip',
            ...(isPost ? { 'content-type': 'application/json' } : {}),
          },
          ...(isPost ? { body: JSON.stringify(body) } : {}),
        });
        await response.arrayBuffer();
      } catch (error) {
        return `${path}: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (response.status === 503) {
        refusals += 1;
        if (attempt >= MAX_ATTEMPTS) return `${path}: 503 after ${MAX_ATTEMPTS} tries`;
        const seconds = Number(response.headers.get('retry-after') ?? 2);
        await sleep(Math.min(Number.isFinite(seconds) ? seconds * 1000 : 2000, MAX_RETRY_DELAY_MS));
        continue;
      }
      // 404 is the answer "no spots for this search", which the views show as such.
      return response.ok || response.status === 404 ? null : `${path}: ${response.status}`;
    }
  };

  const customer = async (token: string) => {
    const country = pick(SHARE_OF_VOICE_COUNTRIES);
    await sleep(between(0, 20_000));
    while (Date.now() < end) {
      const view = pick(VIEWS);
      const ownSearch = Math.random() >= options.defaultShare;
      const homeCountry = view.spend && country === 'US' ? 'MX' : country;
      const body = ownSearch
        ? searches.nextSearch(view.spend, view.maxDays)
        : [{ country: homeCountry, ...defaultPeriod(view.spend) }];
      const paths = view.paths(ownSearch ? pick(TABS) : 'industries');
      const started = performance.now();
      const failures = (
        await withConnections(
          paths.map((path) => () => call(token, path, body)),
          BROWSER_CONNECTIONS,
        )
      ).filter((failure): failure is string => failure !== null);
      const ms = performance.now() - started;
      pageTimes.push(ms);
      if (ownSearch) ownSearchTimes.set(view.name, [...(ownSearchTimes.get(view.name) ?? []), ms]);
      if (failures.length > 0 || ms > GIVE_UP_MS) {
        givenUp += 1;
        if (errors.length < 5) errors.push(failures[0] ?? `${view.name}: ${Math.round(ms)} ms`);
      }
      await sleep(between(5_000, 20_000));
    }
  };

  await Promise.all(options.tokens.map(customer));
  pageTimes.sort((a, b) => a - b);
  return {
    customers: options.tokens.length,
    pages: pageTimes.length,
    requests,
    refusals,
    pageMs: {
      p50: percentile(pageTimes, 50),
      p95: percentile(pageTimes, 95),
      p99: percentile(pageTimes, 99),
      max: pageTimes.at(-1) ?? Number.NaN,
    },
    givenUp,
    errors,
    ownSearchP99ByView: Object.fromEntries(
      [...ownSearchTimes].map(([view, times]) => [
        view,
        percentile(
          [...times].sort((a, b) => a - b),
          99,
        ),
      ]),
    ),
  };
}
