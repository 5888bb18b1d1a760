export { DataTable, VIRTUAL_TABLE_FROM, type DataTableProps } from './data-table';
export { filterRows, normalizeSearchText } from './filter-rows';
export { defaultPageSize, DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from './page-size';
export { SIDEWAYS_BOX, SIDEWAYS_SCROLL, SIDEWAYS_SCROLL_STICKY_END } from './sideways-scroll';
export { STICKY_END_COLUMN } from './sticky-end-column';
