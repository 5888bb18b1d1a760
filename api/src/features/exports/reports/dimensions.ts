import type { BreakdownDimension } from 'shared-contracts';
import { SEARCH_TABS } from '../../../lib/contracts';

/** The spots column and the name table of each breakdown (the tabs of docs/product.md#search). */
export const DIMENSIONS: Readonly<Record<BreakdownDimension, { column: string; table: string }>> = {
  industries: { column: 'industry_id', table: 'industries' },
  advertisers: { column: 'advertiser_id', table: 'advertisers' },
  products: { column: 'product_id', table: 'products' },
  categories: { column: 'category_id', table: 'categories' },
  formats: { column: 'format_id', table: 'formats' },
  publishers: { column: 'publisher_id', table: 'publishers' },
  platforms: { column: 'platform_id', table: 'platforms' },
  sources: { column: 'source_id', table: 'sources' },
};

/** The tabs in their order (0 to 7); products only with an advertiser or product filter, as on the page. */
export function breakdownTabs(filters: { advertisers?: number[]; products?: number[] }): BreakdownDimension[] {
  const withProducts = Boolean(filters.advertisers?.length || filters.products?.length);
  return withProducts ? [...SEARCH_TABS] : SEARCH_TABS.filter((tab) => tab !== 'products');
}
