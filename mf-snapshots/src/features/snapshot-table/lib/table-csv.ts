import type { SnapshotTableRow } from 'shared-contracts';
import { toCsvTable, type CsvColumn, type CsvTable } from 'shared-ui';

/** `snapshots-table.csv` (downloadCsv adds the extension). */
export const SNAPSHOT_TABLE_FILE = 'snapshots-table';

// The file's columns are the spec's, as written, in every language (docs/product.md#snapshots).
const COLUMNS: readonly CsvColumn<SnapshotTableRow>[] = [
  { header: 'Name', value: (row) => row.label },
  { header: 'pViewability', value: (row) => row.viewability },
  { header: 'SOV (%)', value: (row) => row.percentage },
  { header: 'Spots', value: (row) => row.total },
];
const SOI_COLUMN: CsvColumn<SnapshotTableRow> = { header: 'SOI ($)', value: (row) => row.amount ?? null };

/**
 * The snapshot table as CSV: raw numbers, an empty cell for an unknown pViewability. The SOI ($)
 * column only `withSoi` (a plan with Real-Time Spend): without it the file has no amount column.
 */
export function toTableCsv(rows: readonly SnapshotTableRow[], withSoi: boolean): CsvTable {
  return toCsvTable(rows, withSoi ? [...COLUMNS, SOI_COLUMN] : COLUMNS);
}
