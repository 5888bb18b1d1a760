import { addMonths } from '../../src/features/market-search/market-search';

/** One HTTP call of a run, relative to the API's base URL (…/api). */
interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A new call for every request (each one a question nobody asked yet), instead of `path` and `body`. */
  newCall?: () => { path: string; body: unknown };
}

/** A run of the load benchmark and the aim it is held to (issue 18). */
export interface LoadRun {
  name: string;
  connections: number;
  /** Replayed in order by every connection. */
  requests: LoadRequest[];
  aimP99Ms: number;
  /** Beyond capacity on purpose: 503 refusals are the aim, timeouts and errors are not. */
  overload?: boolean;
}

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'ES', 'US'];

/** One country over 15 to 60 days ending within the last year: rarely the same question twice. */
function randomSearch(until: string): unknown {
  const end = shiftDays(until, -Math.floor(Math.random() * 300));
  const country = COUNTRIES[Math.floor(Math.random() * COUNTRIES.length)] as string;
  return [{ country, since: shiftDays(end, -15 - Math.floor(Math.random() * 45)), until: end }];
}

/** The runs of the table, plus one page load of each view, over searches ending `until`. */
export function loadRuns(until: string): LoadRun[] {
  const fifteenDays = [{ country: 'BR', since: shiftDays(until, -15), until }];
  const twelveMonths = ['BR', 'MX', 'AR', 'CO', 'CL'].map((country) => ({
    country,
    since: shiftDays(addMonths(until, -12), 1),
    until,
  }));
  const post = (path: string, body: unknown = fifteenDays): LoadRequest => ({ method: 'POST', path, body });
  // What each view sends when it opens on the default search (one country, the last 15 days).
  const pageLoads: LoadRequest[] = [
    // Share of Voice
    post('/v2/sov/industries?lang=es'),
    // Real-Time Spend
    post('/v2/soi/industries?lang=es'),
    { method: 'GET', path: '/v2/rates' },
    // Snapshots
    post('/v2/sov/industries?snap=1&lang=es'),
    post('/v2/soi/industries?snap=1&lang=es'),
    post('/v2/snapshots/stats/industries?lang=es'),
    post('/v2/snapshots/table/industries/1/20?lang=es'),
    post('/v2/sov/advertisers?snap=1&lang=es'),
    post('/v2/soi/advertisers?snap=1&lang=es'),
    post('/v2/snapshots/platforms?lang=es'),
    post('/v2/snapshots/sources?lang=es'),
    post('/v2/gallery/1/15?lang=es'),
    // Campaigns
    post('/v2/gallery/1/15?unique=0&lang=es'),
    post('/v2/spots/1/15'),
  ];
  return [
    {
      name: 'sov/industries, 1 country x 15 days',
      connections: 200,
      requests: [post('/v2/sov/industries?lang=es')],
      aimP99Ms: 500,
    },
    {
      name: 'list/industries',
      connections: 200,
      requests: [{ method: 'GET', path: '/v2/list/industries' }],
      aimP99Ms: 200,
    },
    {
      name: 'sov/industries, 5 countries x 12 months',
      connections: 50,
      requests: [post('/v2/sov/industries?lang=es', twelveMonths)],
      aimP99Ms: 2000,
    },
    // The issue sets no latency aim for the mixed run; one page's calls within 1 s is ours.
    { name: 'mixed: one page load of each view', connections: 200, requests: pageLoads, aimP99Ms: 1000 },
    {
      // Every request a new 15-to-60-day range: nothing is cached, so the database is the limit
      // and the guard must refuse quickly (503, Retry-After) rather than let requests time out.
      name: 'overload: a new question every request',
      connections: 200,
      requests: [
        {
          method: 'POST',
          path: '/v2/sov/advertisers?lang=es',
          newCall: () => ({ path: '/v2/sov/advertisers?lang=es', body: randomSearch(until) }),
        },
      ],
      aimP99Ms: 2000,
      overload: true,
    },
  ];
}
