import { canSeePage } from './roles';

/** Page identifiers of docs/product.md#pages-and-routes. */
export const PAGE_IDS = [
  'account',
  'shareofvoice',
  'investment',
  'home',
  'campaigns',
  'spotslist',
  'snapshots',
  'compare',
  'export',
  'myreports',
  'support',
  'guides',
  'whatsapp',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

/**
 * Pages a saved report can open (docs/product.md#saved-reports), in the order a report falls back to.
 * Compare is not one of them: it opens only a report saved there (`COMPARE_REPORT_PAGE`), and its
 * route answers /dashboard/compare/<reportId> for that (docs/decisions.md#compare-beyond-the-spec).
 */
export const REPORT_PAGES: readonly PageId[] = ['shareofvoice', 'investment', 'campaigns', 'spotslist'];

export const ROUTES = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  notFound: '/404',
  page: (page: PageId) => `/dashboard/${page}`,
} as const;

/** Where login lands when no deep link was stored, in order of preference (docs/decisions.md#session-and-navigation). */
export const LANDING_PREFERENCE: readonly PageId[] = [
  'shareofvoice',
  'snapshots',
  'investment',
  'campaigns',
  'spotslist',
  'home',
];

/** The first page of the landing preference that the roles allow. */
export function landingPage(roles: readonly string[]): PageId {
  return LANDING_PREFERENCE.find((page) => canSeePage(roles, page)) ?? 'home';
}

/**
 * A stored deep link is followed only when it is a same-origin path under /dashboard/.
 * Anything else (another origin, a protocol-relative URL, a script URL) is dropped.
 */
export function isSafeDashboardPath(path: string): boolean {
  if (!path.startsWith('/dashboard/')) return false;
  if (path.startsWith('//') || path.includes('\\')) return false;
  try {
    const url = new URL(path, 'http://suite.invalid');
    return url.origin === 'http://suite.invalid' && url.pathname.startsWith('/dashboard/');
  } catch {
    return false;
  }
}
