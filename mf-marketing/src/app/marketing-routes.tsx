import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { isCountryCode, type HttpClient, type Language } from 'shared-contracts';
import { matchPath, useLocation } from 'shared-router';
import { NotFoundPage } from './not-found-page';
import { MARKETING_PATTERNS } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { TakeOverServerCopy } from './take-over-server-copy';
import { useDocumentTitle } from './use-document-title';
import { useMarketingTranslation } from '../lib/use-marketing-translation';
import { countryLabel } from '../lib/country-label';
import { AS_TEXT } from '../lib/as-text';
import { recordsQueryOptions } from '../features/reports/api/get-records';
import { publicSpotQueryOptions } from '../features/public-spot/api/get-public-spot';
import { parseSpotId } from '../features/public-spot/lib/spot-id';

interface ResolvedRoute {
  page: ReactNode;
  title: string;
}

type Params = Record<string, string | undefined>;

/** Answers one of a page's queries on the shell's server, before the page is drawn there. */
export type AskFirst = <TData, TError, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, TError, TData, TKey>,
) => Promise<void>;

/**
 * How the shell's server draws a page (server/render-page.tsx): it asks what the page asks first,
 * or says 'not-found' when the address names nothing (a malformed spot id, an unknown country).
 */
type ServerQueries = (
  params: Params,
  ask: AskFirst,
  http: HttpClient,
  language: Language,
) => Promise<unknown> | 'not-found';

interface RouteEntry {
  pattern: string;
  render(params: Params): ReactNode;
  title(t: TFunction, params: Params, language: string): string;
  /** Absent: the page is drawn in the browser only (the unsubscribe page acts as it opens). */
  serverQueries?: ServerQueries;
}

// Each page's code loads when it is opened (lazy-page.tsx).
const SIGNUP = lazyPage(() => import('../features/signup/signup-page').then((module) => module.SignupPage));
const REPORT_LIST = lazyPage(() =>
  import('../features/reports/report-list-page').then((module) => module.ReportListPage),
);
const COUNTRY_REPORT = lazyPage(() =>
  import('../features/reports/country-report-page').then((module) => module.CountryReportPage),
);
const SPOT = lazyPage(() => import('../features/public-spot/public-spot-page').then((module) => module.PublicSpotPage));
const PRIVACY = lazyPage(() => import('../features/privacy/privacy-page').then((module) => module.PrivacyPage));
const UNSUBSCRIBE = lazyPage(() =>
  import('../features/unsubscribe/unsubscribe-page').then((module) => module.UnsubscribePage),
);

/** Loads every page's code: the tests draw a page at once, as the browser does once it is here. */
export function preloadMarketingPages(): Promise<void[]> {
  return Promise.all([SIGNUP, REPORT_LIST, COUNTRY_REPORT, SPOT, PRIVACY, UNSUBSCRIBE].map((page) => page.preload()));
}

const NOTHING_TO_ASK: ServerQueries = () => Promise.resolve();

const ROUTES: readonly RouteEntry[] = [
  {
    pattern: MARKETING_PATTERNS.signup,
    render: () => <SIGNUP.Page />,
    title: (t) => t('titles.signup'),
    serverQueries: NOTHING_TO_ASK,
  },
  {
    pattern: MARKETING_PATTERNS.reportList,
    render: () => <REPORT_LIST.Page />,
    title: (t) => t('titles.reportList'),
    serverQueries: (_params, ask, http, language) => ask(recordsQueryOptions(http, null, language)),
  },
  {
    pattern: MARKETING_PATTERNS.report,
    render: ({ countryId = '' }) => <COUNTRY_REPORT.Page countryId={countryId} />,
    title: (t, { countryId = '' }, language) =>
      t('titles.report', { ...AS_TEXT, country: countryLabel(countryId, language) }),
    serverQueries: ({ countryId = '' }, ask, http, language) => {
      const code = countryId.toUpperCase();
      return isCountryCode(code) ? ask(recordsQueryOptions(http, code, language)) : 'not-found';
    },
  },
  {
    pattern: MARKETING_PATTERNS.spot,
    render: ({ id = '' }) => <SPOT.Page id={id} />,
    title: (t, { id = '' }) => t('titles.spot', { ...AS_TEXT, id }),
    serverQueries: ({ id = '' }, ask, http, language) => {
      const spotId = parseSpotId(id);
      return spotId === null ? 'not-found' : ask(publicSpotQueryOptions(http, spotId, language));
    },
  },
  {
    pattern: MARKETING_PATTERNS.privacy,
    render: () => <PRIVACY.Page />,
    title: (t) => t('titles.privacy'),
    serverQueries: NOTHING_TO_ASK,
  },
  {
    pattern: MARKETING_PATTERNS.unsubscribe,
    render: () => <UNSUBSCRIBE.Page />,
    title: (t) => t('titles.unsubscribe'),
  },
];

/** The route of a public path with its parameters, or null for a path the area does not know. */
export function matchMarketingRoute(pathname: string): { route: RouteEntry; params: Params } | null {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.pattern, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/**
 * The public area's pages, chosen from the whole location. The shell mounts this remote at
 * /marketing/* with the shared router, so react-router's location is the browser's.
 */
function useMarketingRoute(): ResolvedRoute {
  const { pathname } = useLocation();
  const { t, i18n } = useMarketingTranslation();
  const matched = matchMarketingRoute(pathname);
  if (!matched) {
    const page = (
      <>
        <NotFoundPage />
        <TakeOverServerCopy />
      </>
    );
    return { page, title: t('titles.notFound') };
  }
  const { route, params } = matched;
  return { page: route.render(params), title: route.title(t, params, i18n.language) };
}

export function MarketingRoutes() {
  const { t } = useMarketingTranslation();
  const { page, title } = useMarketingRoute();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return <>{page}</>;
}
