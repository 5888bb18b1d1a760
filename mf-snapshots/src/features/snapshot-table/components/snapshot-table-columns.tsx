import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { SnapshotTableRow } from 'shared-contracts';
import { formatCount, formatCurrency, formatPercent, formatViewability } from 'shared-ui';

/** Name, pViewability, SOV (%), Spots, SOI ($): the server orders by spots, one page at a time. */
export function snapshotTableColumns(t: TFunction, currency: string): ColumnsType<SnapshotTableRow> {
  return [
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
    {
      key: 'amount',
      title: t('table.soi'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => formatCurrency(value, currency),
    },
  ];
}
