export { Pagination, type PaginationProps } from './pagination';
export { clampPage, lastPage } from './page-math';
export { useIsMobile } from './use-is-mobile';
