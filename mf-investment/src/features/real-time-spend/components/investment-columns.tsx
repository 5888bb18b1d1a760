import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatCount, formatCurrency } from 'shared-ui';
import type { InvestmentTableRow, Metric } from '../lib/investment-data';

export interface InvestmentColumnsOptions {
  t: TFunction;
  metric: Metric;
}

/** Name, amount and prints (the table adds the country), sorted by the chosen metric. */
export function investmentColumns({ t, metric }: InvestmentColumnsOptions): ColumnsType<InvestmentTableRow> {
  return [
    { key: 'label', title: t('table.name'), dataIndex: 'label', width: 320 },
    {
      key: 'amount',
      title: t('table.amount'),
      dataIndex: 'amount',
      width: 200,
      align: 'right',
      sorter: (a, b) => a.amount - b.amount,
      defaultSortOrder: metric === 'amount' ? 'descend' : undefined,
      render: (value: number, row) => formatCurrency(value, row.currency),
    },
    {
      key: 'prints',
      title: t('table.prints'),
      dataIndex: 'prints',
      width: 160,
      align: 'right',
      sorter: (a, b) => a.prints - b.prints,
      defaultSortOrder: metric === 'prints' ? 'descend' : undefined,
      render: (value: number) => formatCount(value),
    },
  ];
}
