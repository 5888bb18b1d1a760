// The search feature's public face: what other features of the shell may use.
export { connectFilterEvents } from './connect-filter-events';
export { usePageRules, usePageSearch } from './hooks/use-page-search';
export { useSearch } from './hooks/use-search';
export { useSearchActions } from './hooks/use-search-actions';
export { isMultiCountryPage, selectableCountries } from './lib/country-rules';
export { datePresets, pickerBounds } from './lib/date-rules';
export {
  checkQueueable,
  isProductsTabEnabled,
  isQueueEmpty,
  mergeQueue,
  PRODUCTS_TAB,
  showsAutoFiltersAlert,
} from './lib/filter-rules';
export { pageSearchNotes, pageSearchStore, searchForPage, type PageRules } from './lib/page-search';
export { isSearchPage, searchPageOfPath, type SearchContext, type SearchPage } from './lib/search-page';
export {
  forgetHandedOverSearch,
  openSearchInNewTab,
  readHandedOverSearch,
  SHARED_SEARCH_DELAY_MS,
  shareLinkUrl,
  sharedSearchOf,
} from './lib/shared-search';
export { snapshotExportSearch } from './lib/snapshot-export-search';
export { useSearchStore } from './search-context';
