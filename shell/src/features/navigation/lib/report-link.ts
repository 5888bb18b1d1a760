import { canSeePage, COMPARE_REPORT_PAGE, REPORT_PAGES, type PageId, type SavedReport } from 'shared-contracts';
import { isDataPage, type DataPage } from '../navigation-store';

/** The page id of a dashboard path: /dashboard/investment/42 -> investment; null elsewhere. */
export function pageOfPath(pathname: string): string | null {
  const [, root, page] = pathname.split('/');
  return root === 'dashboard' && page ? page : null;
}

/**
 * The section a saved report opens in (docs/product.md#saved-reports): Share of Voice when the user is on
 * Snapshots, else the current data page. Away from data pages (home, account, export) the last
 * data page visited stands in for it. A section the roles do not allow falls back to the first
 * report page they do; null when none.
 */
export function reportSection(
  currentPage: string | null,
  lastDataPage: DataPage,
  roles: readonly string[],
): PageId | null {
  const section: DataPage = isDataPage(currentPage) ? currentPage : lastDataPage;
  const wanted: PageId = section === 'snapshots' ? 'shareofvoice' : section;
  if (canSeePage(roles, wanted)) return wanted;
  return REPORT_PAGES.find((page) => canSeePage(roles, page)) ?? null;
}

/**
 * The page a saved report's link opens: Compare for a report saved there, when the roles allow it
 * (docs/decisions.md#compare-beyond-the-spec); else the section.
 */
export function reportLinkPage(
  report: Pick<SavedReport, 'parameters'>,
  section: PageId,
  roles: readonly string[],
): PageId {
  return report.parameters.page === COMPARE_REPORT_PAGE && canSeePage(roles, 'compare') ? 'compare' : section;
}
