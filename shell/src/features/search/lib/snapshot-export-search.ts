import { narrowToSnapFilter, type SearchState } from 'shared-contracts';

type ExportableSearch = Pick<
  SearchState,
  'countries' | 'startDate' | 'endDate' | 'advancedFilters' | 'snapType' | 'snapFilter'
>;

/**
 * The search a snapshot export is made of: the applied filters narrowed to the snap filter, so
 * the file is the snapshot of the name picked in the quick search, as the page shows it.
 */
export function snapshotExportSearch(search: ExportableSearch): ExportableSearch {
  const { snapType, snapFilter, advancedFilters } = search;
  if (!snapFilter) return search;
  return { ...search, advancedFilters: narrowToSnapFilter(advancedFilters, snapType, snapFilter) };
}
