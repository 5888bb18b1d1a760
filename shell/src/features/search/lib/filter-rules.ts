import {
  FILTER_GROUPS,
  SEARCH_TABS,
  type FilterGroup,
  type FilterGroups,
  type FilterItem,
  type SearchState,
} from 'shared-contracts';

/** Why a filter cannot be queued: the spec's keys, kept as written (docs/product.md#filters). */
export type FilterRejection = 'errors.filters' | 'errors.filters.sources';

/** The products tab (index 2) needs an advertiser or a product filter (docs/product.md#filters). */
export const PRODUCTS_TAB = SEARCH_TABS.indexOf('products');

function sameItem(a: FilterItem, b: FilterItem): boolean {
  return String(a.id) === String(b.id);
}

/**
 * Whether `item` may join the queue of `group`: not when it is queued or applied already, and
 * never a second source (sources allow one filter).
 */
export function checkQueueable(
  state: Pick<SearchState, 'advancedFilters' | 'parameterQueue'>,
  group: FilterGroup,
  item: FilterItem,
): FilterRejection | null {
  const queued = state.parameterQueue[group];
  const applied = state.advancedFilters[group];
  if ([...queued, ...applied].some((known) => sameItem(known, item))) return 'errors.filters';
  if (group === 'sources' && queued.length + applied.length > 0) return 'errors.filters.sources';
  return null;
}

export function addItem(groups: FilterGroups, group: FilterGroup, item: FilterItem): FilterGroups {
  return { ...groups, [group]: [...groups[group], item] };
}

export function removeItem(groups: FilterGroups, group: FilterGroup, id: FilterItem['id']): FilterGroups {
  return { ...groups, [group]: groups[group].filter((item) => String(item.id) !== String(id)) };
}

/** The applied filters once the queue is applied: each group keeps its order, no item twice. */
export function mergeQueue(applied: FilterGroups, queue: FilterGroups): FilterGroups {
  const merged = { ...applied };
  for (const group of FILTER_GROUPS) {
    const fresh = queue[group].filter((item) => !applied[group].some((known) => sameItem(known, item)));
    merged[group] = [...applied[group], ...fresh];
  }
  return merged;
}

export function isQueueEmpty(queue: FilterGroups): boolean {
  return FILTER_GROUPS.every((group) => queue[group].length === 0);
}

/** The products tab is open only with an advertiser or a product filter applied. */
export function isProductsTabEnabled(filters: FilterGroups): boolean {
  return filters.advertisers.length > 0 || filters.products.length > 0;
}

/** A tab the filters allow: an unknown tab, or products without its filters, falls back to 0. */
export function allowedTab(tab: number, filters: FilterGroups): number {
  if (!Number.isInteger(tab) || tab < 0 || tab >= SEARCH_TABS.length) return 0;
  if (tab === PRODUCTS_TAB && !isProductsTabEnabled(filters)) return 0;
  return tab;
}

/**
 * The autoFilters warning (docs/product.md#filters): products filtered while the tab is industries or
 * advertisers, or advertisers filtered while the tab is industries.
 */
export function showsAutoFiltersAlert(filters: FilterGroups, tab: number): boolean {
  if (filters.products.length > 0 && (tab === 0 || tab === 1)) return true;
  return filters.advertisers.length > 0 && tab === 0;
}
