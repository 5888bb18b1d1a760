/** Page sizes a data table offers (docs/product.md#data-views). */
export const TABLE_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 60, 100];

/** The default page size of a table of any other dimension. */
export const DEFAULT_TABLE_PAGE_SIZE = 10;

const PAGE_SIZE_BY_DIMENSION: Readonly<Record<string, number>> = {
  industries: 60,
  advertisers: 100,
  publishers: 100,
  products: 50,
};

/** The default page size of a table broken down by `dimension` (industries 60, advertisers 100, …). */
export function defaultPageSize(dimension: string | undefined): number {
  return (dimension && PAGE_SIZE_BY_DIMENSION[dimension]) || DEFAULT_TABLE_PAGE_SIZE;
}
