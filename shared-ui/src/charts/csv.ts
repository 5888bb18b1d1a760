/** A table to download as CSV: the header row and the data rows. */
export interface CsvTable {
  headers: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

/** A column of a CSV built from objects. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

export function toCsvTable<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): CsvTable {
  return { headers: columns.map((column) => column.header), rows: rows.map((row) => columns.map((c) => c.value(row))) };
}

// Cells a spreadsheet would run as a formula (docs/decisions.md#untrusted-content: untrusted content).
const FORMULA_START = /^[=+\-@\t\r]/;

function escapeCell(cell: string | number | null): string {
  if (cell === null) return '';
  // Numbers stay machine-readable (dot decimal): the file is data, not a formatted report.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text (comma separated, CRLF lines) with formula-like cells neutralised. */
export function toCsv(table: CsvTable): string {
  return [table.headers, ...table.rows].map((row) => row.map(escapeCell).join(',')).join('\r\n');
}

/** A file name from a title: `Share of voice – AR` → `share-of-voice-ar`. */
export function toFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'chart';
}
