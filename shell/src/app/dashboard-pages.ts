import { ROUTES, type PageId, type RemoteId } from 'shared-contracts';

/** One page of the dashboard: its route, the remote that renders it and its sidebar entry. */
export interface DashboardPage {
  page: PageId;
  /** null: the shell renders the page itself. */
  remote: RemoteId | null;
  /** i18n key of the sidebar entry. */
  navKey: `nav.${string}`;
  /** Report pages also answer /dashboard/<page>/<reportId> (docs/product.md#pages-and-routes). */
  hasReports: boolean;
}

/** The dashboard's pages in sidebar order (docs/product.md#shell-frame); routes and menu both read this. */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  { page: 'home', remote: null, navKey: 'nav.home', hasReports: false },
  { page: 'investment', remote: 'mf-investment', navKey: 'nav.investment', hasReports: true },
  { page: 'shareofvoice', remote: 'mf-sov', navKey: 'nav.shareofvoice', hasReports: true },
  { page: 'spotslist', remote: 'mf-campaigns', navKey: 'nav.spotslist', hasReports: true },
  { page: 'campaigns', remote: 'mf-campaigns', navKey: 'nav.campaigns', hasReports: true },
  { page: 'snapshots', remote: 'mf-snapshots', navKey: 'nav.snapshots', hasReports: false },
  // Beyond the spec's report pages: /dashboard/compare/<id> opens a report saved on Compare.
  { page: 'compare', remote: 'mf-compare', navKey: 'nav.compare', hasReports: true },
  { page: 'account', remote: 'mf-account', navKey: 'nav.account', hasReports: false },
];

/** The dashboard page an address opens (`/dashboard/<page>/…`), if it is one. */
export function dashboardPageOf(pathname: string): DashboardPage | undefined {
  const prefix = `${ROUTES.dashboard}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const page = pathname.slice(prefix.length).split('/')[0];
  return DASHBOARD_PAGES.find((candidate) => candidate.page === page);
}
