import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'shared-router';
import { NotFoundPage } from './not-found-page';
import { MARKETING_PATTERNS } from '../lib/paths';
import { CountryReportPage } from '../features/reports/country-report-page';
import { ReportListPage } from '../features/reports/report-list-page';
import { PublicSpotPage } from '../features/public-spot/public-spot-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { SignupPage } from '../features/signup/signup-page';
import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page';
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

const ROUTES: readonly RouteEntry[] = [
  { pattern: MARKETING_PATTERNS.signup, render: () => <SignupPage />, title: (t) => t('titles.signup') },
  { pattern: MARKETING_PATTERNS.reportList, render: () => <ReportListPage />, title: (t) => t('titles.reportList') },
  {
    pattern: MARKETING_PATTERNS.report,
    render: ({ countryId = '' }) => <CountryReportPage countryId={countryId} />,
    title: (t, { countryId = '' }, language) =>
      t('titles.report', { ...AS_TEXT, country: countryLabel(countryId, language) }),
  },
  {
    pattern: MARKETING_PATTERNS.spot,
    render: ({ id = '' }) => <PublicSpotPage id={id} />,
    title: (t, { id = '' }) => t('titles.spot', { ...AS_TEXT, id }),
  },
  { pattern: MARKETING_PATTERNS.privacy, render: () => <PrivacyPage />, title: (t) => t('titles.privacy') },
  { pattern: MARKETING_PATTERNS.unsubscribe, render: () => <UnsubscribePage />, title: (t) => t('titles.unsubscribe') },
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
