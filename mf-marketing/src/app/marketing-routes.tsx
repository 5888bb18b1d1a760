import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'shared-router';
import { NotFoundPage } from './not-found-page';
import { MARKETING_PATTERNS } from '../lib/paths';
import { lazyPage } from './lazy-page';
import { useDocumentTitle } from './use-document-title';
import { useMarketingTranslation } from '../lib/use-marketing-translation';
import { countryLabel } from '../lib/country-label';
import { AS_TEXT } from '../lib/as-text';

interface ResolvedRoute {
  page: ReactNode;
  title: string;
}

type Params = Record<string, string | undefined>;

interface RouteEntry {
  pattern: string;
  render(params: Params): ReactNode;
  title(t: TFunction, params: Params, language: string): string;
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

const ROUTES: readonly RouteEntry[] = [
  { pattern: MARKETING_PATTERNS.signup, render: () => <SIGNUP.Page />, title: (t) => t('titles.signup') },
  { pattern: MARKETING_PATTERNS.reportList, render: () => <REPORT_LIST.Page />, title: (t) => t('titles.reportList') },
  {
    pattern: MARKETING_PATTERNS.report,
    render: ({ countryId = '' }) => <COUNTRY_REPORT.Page countryId={countryId} />,
    title: (t, { countryId = '' }, language) =>
      t('titles.report', { ...AS_TEXT, country: countryLabel(countryId, language) }),
  },
  {
    pattern: MARKETING_PATTERNS.spot,
    render: ({ id = '' }) => <SPOT.Page id={id} />,
    title: (t, { id = '' }) => t('titles.spot', { ...AS_TEXT, id }),
  },
  { pattern: MARKETING_PATTERNS.privacy, render: () => <PRIVACY.Page />, title: (t) => t('titles.privacy') },
  {
    pattern: MARKETING_PATTERNS.unsubscribe,
    render: () => <UNSUBSCRIBE.Page />,
    title: (t) => t('titles.unsubscribe'),
  },
];

/**
 * The public area's pages, chosen from the whole location. The shell mounts this remote at
 * /marketing/* with the shared router, so react-router's location is the browser's.
 */
function useMarketingRoute(): ResolvedRoute {
  const { pathname } = useLocation();
  const { t, i18n } = useMarketingTranslation();
  for (const route of ROUTES) {
    const match = matchPath({ path: route.pattern, end: true }, pathname);
    if (match) return { page: route.render(match.params), title: route.title(t, match.params, i18n.language) };
  }
  return { page: <NotFoundPage />, title: t('titles.notFound') };
}

export function MarketingRoutes() {
  const { t } = useMarketingTranslation();
  const { page, title } = useMarketingRoute();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return <>{page}</>;
}
