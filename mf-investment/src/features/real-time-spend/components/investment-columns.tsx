import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { countryName, formatCount, formatCurrency } from 'shared-ui';
import type { InvestmentTableRow, Metric } from '../lib/investment-data';

export interface InvestmentColumnsOptions {
  t: TFunction;
  language: string;
  metric: Metric;
  withCountry: boolean;
}

/** Name, amount and prints (the country first when several), sorted by the chosen metric. */
export function investmentColumns({
  t,
  language,
  metric,
  withCountry,
}: InvestmentColumnsOptions): ColumnsType<InvestmentTableRow> {
  const columns: ColumnsType<InvestmentTableRow> = [
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
  if (!withCountry) return columns;
  return [
    {
      key: 'country',
      title: t('table.country'),
      dataIndex: 'country',
      width: 160,
      sorter: (a, b) => a.country.localeCompare(b.country),
      render: (code: string) => countryName(code, language),
    },
    ...columns,
  ];
}
