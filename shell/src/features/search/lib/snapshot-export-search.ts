import type { SearchState } from 'shared-contracts';

type ExportableSearch = Pick<
  SearchState,
  'countries' | 'startDate' | 'endDate' | 'advancedFilters' | 'snapType' | 'snapFilter'
>;

/**
 * The search a snapshot export is made of: the applied filters with the snap filter in its
 * type's group, so the file is the snapshot of the name picked in the quick search (as the page).
 */
export function snapshotExportSearch(search: ExportableSearch): ExportableSearch {
  const { snapType, snapFilter, advancedFilters } = search;
  if (!snapFilter) return search;
  const group = advancedFilters[snapType];
  if (group.some((item) => String(item.id) === String(snapFilter.id))) return search;
  return { ...search, advancedFilters: { ...advancedFilters, [snapType]: [...group, snapFilter] } };
}
