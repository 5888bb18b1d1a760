import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi } from 'shared-contracts';
import { BreakdownTable } from 'shared-ui';
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

export function InvestmentTable({ host, rows, dimension, metric, withCountry }: InvestmentTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const columns = useMemo(() => investmentColumns({ t, metric }), [t, metric]);
  return (
    // A new metric re-sorts from its default order.
    <BreakdownTable
      key={metric}
      host={host}
      rows={rows}
      columns={columns}
      dimension={dimension}
      withCountry={withCountry}
    />
  );
}
