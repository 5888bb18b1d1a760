import { useTranslation } from 'react-i18next';
import type { HostApi, PieSlice } from 'shared-contracts';
import { ChartCard, PieChart, pieCsv, toPieData, useSharedUiTranslation } from 'shared-ui';
import { NAMESPACE } from '../../../locales';

export interface PieCardProps {
  host: HostApi;
  title: string;
  slices: readonly PieSlice[];
  donut?: boolean;
}

/** A pie (or donut) of shares in a chart card whose CSV is the plotted slices. */
export function PieCard({ host, title, slices, donut = false }: PieCardProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { t: tShared } = useSharedUiTranslation(host.i18n);
  const headers = { name: t('table.name'), share: t('table.share') };
  return (
    <ChartCard i18n={host.i18n} title={title} csv={() => pieCsv(toPieData(slices, tShared('charts.others')), headers)}>
      <PieChart i18n={host.i18n} label={title} data={slices} donut={donut} />
    </ChartCard>
  );
}
