import { Table, type TableColumnsType } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { formatCount, formatNumber } from '../format/number-format';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import type { CsvTable } from './csv';

type Cell = string | number | null;
type Row = { key: number; cells: readonly Cell[] };

/** Numbers in the product's format (whole numbers as counts), texts as they are. */
function chartCellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  return Number.isInteger(cell) ? formatCount(cell) : formatNumber(cell);
}

export interface ChartTableProps {
  i18n: I18n;
  id: string;
  title: string;
  table: CsvTable;
}

/**
 * The data a chart draws, as a table: the chart's text alternative (WCAG 1.1.1), the same rows
 * as its CSV download. The caption sums it up for a screen reader before the rows.
 */
export function ChartTable({ i18n, id, title, table }: ChartTableProps) {
  const { t } = useSharedUiTranslation(i18n);
  const columns = useMemo<TableColumnsType<Row>>(
    () =>
      table.headers.map((header, index) => ({
        key: index,
        title: header,
        render: (_: unknown, row: Row) => chartCellText(row.cells[index] ?? null),
        align: typeof table.rows[0]?.[index] === 'number' ? 'right' : 'left',
      })),
    [table],
  );
  const rows = useMemo(() => table.rows.map((cells, key) => ({ key, cells })), [table]);
  return (
    <Table<Row>
      id={id}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      caption={t('charts.tableSummary', { title, count: rows.length, interpolation: { escapeValue: false } })}
      style={{ marginTop: 12 }}
    />
  );
}
