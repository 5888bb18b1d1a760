import type { BreakdownDimension } from 'shared-contracts';
import { BREAKDOWN_NAMES, SEARCH_TABS } from '../../../lib/contracts';

/** The breakdowns' names in the reports (English, as the shell names the tabs). */
const TITLES = BREAKDOWN_NAMES.en;

/** The spots column and the name table of each breakdown (the tabs of docs/product.md#search). */
export const DIMENSIONS: Readonly<Record<BreakdownDimension, { column: string; table: string; title: string }>> = {
  industries: { column: 'industry_id', table: 'industries', title: TITLES.industries },
  advertisers: { column: 'advertiser_id', table: 'advertisers', title: TITLES.advertisers },
  products: { column: 'product_id', table: 'products', title: TITLES.products },
  categories: { column: 'category_id', table: 'categories', title: TITLES.categories },
  formats: { column: 'format_id', table: 'formats', title: TITLES.formats },
  publishers: { column: 'publisher_id', table: 'publishers', title: TITLES.publishers },
  platforms: { column: 'platform_id', table: 'platforms', title: TITLES.platforms },
  sources: { column: 'source_id', table: 'sources', title: TITLES.sources },
};

/** The tabs in their order (0 to 7); products only with an advertiser or product filter, as on the page. */
export function breakdownTabs(filters: { advertisers?: number[]; products?: number[] }): BreakdownDimension[] {
  const withProducts = Boolean(filters.advertisers?.length || filters.products?.length);
  return withProducts ? [...SEARCH_TABS] : SEARCH_TABS.filter((tab) => tab !== 'products');
}
