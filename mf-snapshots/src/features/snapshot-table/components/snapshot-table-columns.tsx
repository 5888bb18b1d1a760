import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { SnapshotTableRow } from 'shared-contracts';
import { formatCount, formatCurrency, formatPercent, formatViewability } from 'shared-ui';

/**
 * Name, pViewability, SOV (%), Spots, SOI ($): the server orders by spots, one page at a time.
 * SOI ($) only `withSoi` (a plan with Real-Time Spend): the API sends no amount otherwise.
 */
export function snapshotTableColumns(t: TFunction, currency: string, withSoi: boolean): ColumnsType<SnapshotTableRow> {
  const columns: ColumnsType<SnapshotTableRow> = [
    { key: 'label', title: t('table.name'), dataIndex: 'label', width: 320 },
    {
      key: 'viewability',
      title: t('table.viewability'),
      dataIndex: 'viewability',
      align: 'right',
      render: (value: number | null) => formatViewability(value),
    },
    {
      key: 'percentage',
      title: t('table.sov'),
      dataIndex: 'percentage',
      align: 'right',
      render: (value: number) => formatPercent(value),
    },
    {
      key: 'total',
      title: t('table.spots'),
      dataIndex: 'total',
      align: 'right',
      render: (value: number) => formatCount(value),
    },
  ];
  if (!withSoi) return columns;
  return [
    ...columns,
    {
      key: 'amount',
      title: t('table.soi'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number | undefined) => (value === undefined ? '' : formatCurrency(value, currency)),
    },
  ];
}
