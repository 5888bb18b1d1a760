import type { BreakdownDimension } from 'shared-contracts';

/** The spots column and the name table of each breakdown (the tabs of docs/product.md#search). */
export const DIMENSIONS: Readonly<Record<BreakdownDimension, { column: string; table: string; title: string }>> = {
  industries: { column: 'industry_id', table: 'industries', title: 'Industries' },
  advertisers: { column: 'advertiser_id', table: 'advertisers', title: 'Advertisers' },
  products: { column: 'product_id', table: 'products', title: 'Products' },
  categories: { column: 'category_id', table: 'categories', title: 'Categories' },
  formats: { column: 'format_id', table: 'formats', title: 'Formats' },
  publishers: { column: 'publisher_id', table: 'publishers', title: 'Publishers' },
  platforms: { column: 'platform_id', table: 'platforms', title: 'Platforms' },
  sources: { column: 'source_id', table: 'sources', title: 'Sources' },
};

/** The tabs in their order (0 to 7); products only with an advertiser or product filter, as on the page. */
export function breakdownTabs(filters: { advertisers?: number[]; products?: number[] }): BreakdownDimension[] {
  const withProducts = Boolean(filters.advertisers?.length || filters.products?.length);
  const tabs: BreakdownDimension[] = [
    'industries',
    'advertisers',
    'products',
    'categories',
    'formats',
    'publishers',
    'platforms',
    'sources',
  ];
  return withProducts ? tabs : tabs.filter((tab) => tab !== 'products');
}
