import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi } from 'shared-contracts';
import { DataTable, useTrafficLightLabels, type TrafficLightThresholds } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { SovTableRow } from '../lib/sov-data';
import { sovColumns } from './sov-columns';

export interface SovTableProps {
  host: HostApi;
  rows: readonly SovTableRow[];
  dimension: BreakdownDimension;
  thresholds: TrafficLightThresholds;
  withCountry: boolean;
}

const rowKey = (row: SovTableRow) => row.key;
const searchText = (row: SovTableRow) => row.label;

/** The share of voice table of one country, or of several (a country column first). */
export function SovTable({ host, rows, dimension, thresholds, withCountry }: SovTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const lights = useTrafficLightLabels(host.i18n);
  const columns = useMemo(
    () => sovColumns({ t, language: i18n.language, thresholds, lights, withCountry }),
    [t, i18n.language, thresholds, lights, withCountry],
  );
  const title = t(`dimensions.${dimension}`);
  return (
    <Card title={title} size="small">
      <DataTable
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
