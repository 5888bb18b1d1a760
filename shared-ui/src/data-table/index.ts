export { DataTable, VIRTUAL_TABLE_FROM, type DataTableProps } from './data-table';
export { filterRows, normalizeSearchText } from './filter-rows';
export { defaultPageSize, DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from './page-size';
export { SIDEWAYS_SCROLL } from './sideways-scroll';
export { STICKY_END_COLUMN } from './sticky-end-column';
