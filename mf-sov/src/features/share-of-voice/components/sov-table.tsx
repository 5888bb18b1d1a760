import { Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi } from 'shared-contracts';
import { BreakdownTable, useTrafficLightLabels, withShareBasis, type TrafficLightThresholds } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { SovTableRow } from '../lib/sov-data';
import { sovColumns } from './sov-columns';

export interface SovTableProps {
  host: HostApi;
  rows: readonly SovTableRow[];
  dimension: BreakdownDimension;
  thresholds: TrafficLightThresholds;
  /** What the shares are of, when a filter narrows the ranking: said in the share column's title. */
  shareNote: string | null;
  withCountry: boolean;
}

/** About the room the table takes with a page of rows, held while it waits to draw (BelowFirstScreen). */
export const SOV_TABLE_HEIGHT = 1100;

/** The share of voice table of one country, or of several (a country column first). */
export function SovTable({ host, rows, dimension, thresholds, shareNote, withCountry }: SovTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const lights = useTrafficLightLabels(host.i18n);
  // One country on a phone (antd's `xs`, under 576 px): the name, share and spots in the screen's width.
  const compact = Grid.useBreakpoint().xs === true && !withCountry;
  const columns = useMemo(
    () => sovColumns({ t, thresholds, lights, shareTitle: withShareBasis(t('table.share'), shareNote), compact }),
    [t, thresholds, lights, shareNote, compact],
  );
  return <BreakdownTable host={host} rows={rows} columns={columns} dimension={dimension} withCountry={withCountry} />;
}
