import type { PageId } from 'shared-contracts';

/** The data pages: the ones the search toolbar sits above (docs/product.md#search). */
const SEARCH_PAGES = [
  'shareofvoice',
  'investment',
  'campaigns',
  'spotslist',
  'snapshots',
  'compare',
] as const satisfies readonly PageId[];

export type SearchPage = (typeof SEARCH_PAGES)[number];

export function isSearchPage(value: string): value is SearchPage {
  return (SEARCH_PAGES as readonly string[]).includes(value);
}

/** The data page of a dashboard path (/dashboard/investment/42 -> investment), or null. */
export function searchPageOfPath(pathname: string): SearchPage | null {
  const [, root, page] = pathname.split('/');
  return root === 'dashboard' && page && isSearchPage(page) ? page : null;
}

/** What the search rules need to know about where and who: the page and the token's roles. */
export interface SearchContext {
  page: SearchPage;
  roles: readonly string[];
}
