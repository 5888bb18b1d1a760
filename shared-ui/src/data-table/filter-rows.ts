/** Lower case without accents, so `publicidad` finds `Publicidád` and `AR` finds `ar`. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The rows whose search text contains the query; every row for an empty query. */
export function filterRows<T>(rows: readonly T[], query: string, searchText: (row: T) => string): readonly T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return rows;
  return rows.filter((row) => normalizeSearchText(searchText(row)).includes(needle));
}
