import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi } from 'shared-contracts';
import { DataTable } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { InvestmentTableRow, Metric } from '../lib/investment-data';
import { investmentColumns } from './investment-columns';

export interface InvestmentTableProps {
  host: HostApi;
  rows: readonly InvestmentTableRow[];
  dimension: BreakdownDimension;
  metric: Metric;
  withCountry: boolean;
}

const rowKey = (row: InvestmentTableRow) => row.key;
const searchText = (row: InvestmentTableRow) => row.label;

export function InvestmentTable({ host, rows, dimension, metric, withCountry }: InvestmentTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const columns = useMemo(
    () => investmentColumns({ t, language: i18n.language, metric, withCountry }),
    [t, i18n.language, metric, withCountry],
  );
  const title = t(`dimensions.${dimension}`);
  return (
    <Card title={title} size="small">
      {/* A new metric re-sorts from its default order. */}
      <DataTable
        key={metric}
        i18n={host.i18n}
        label={title}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        searchText={searchText}
        dimension={dimension}
      />
    </Card>
  );
}
