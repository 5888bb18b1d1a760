import { DEFAULT_PAGE_SIZE } from 'shared-contracts';

/** Results per page of the gallery and the Spots List (docs/product.md#campaigns). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [15, 20, 50];

/** The search's requested page size when it is one of the options, else the default 15. */
export function initialPageSize(requested: number): number {
  return PAGE_SIZE_OPTIONS.includes(requested) ? requested : DEFAULT_PAGE_SIZE;
}
