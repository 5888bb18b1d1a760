/** The last page of `total` items shown `pageSize` at a time; 1 when there are none. */
export function lastPage(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page the desktop input asks for, clamped to 1…last (docs/product.md#data-views: the input is
 * clamped to the last page). Anything that is not a number stays on `fallback`.
 */
export function clampPage(requested: number | null | undefined, last: number, fallback: number): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return fallback;
  return Math.min(Math.max(1, Math.trunc(requested)), Math.max(1, last));
}
