import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, InvestmentCountry, ShareOfVoiceCountry } from 'shared-contracts';
import { Alert, Card } from 'antd';
import { ChartCard, ColumnChart, DualAxesChart, formatPercent, seriesCsv, sortByX } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { trendLeader, trendPair } from '../lib/snapshot-charts';

const percent = (value: number) => formatPercent(value);

export interface TrendingSovSoiProps {
  host: HostApi;
  sov: ShareOfVoiceCountry;
  soi: InvestmentCountry;
}

/** The leading name's share of voice and share of investment per day, on two axes. */
export function TrendingSovSoi({ host, sov, soi }: TrendingSovSoiProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const leader = useMemo(() => trendLeader(sov, soi), [sov, soi]);
  const data = useMemo(() => (leader ? trendPair(sov, soi, leader) : []), [sov, soi, leader]);
  if (!leader) {
    // No name is in both daily trends (its share of investment is too small to be listed).
    return (
      <Card size="small" title={t('charts.trendingEmpty')}>
        <Alert type="info" showIcon title={t('page.empty')} />
      </Card>
    );
  }
  const title = t('charts.trending', { name: leader, interpolation: { escapeValue: false } });
  const sovName = t('charts.sovAxis');
  const soiName = t('charts.soiAxis');
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      fileName="trending-sov-soi"
      csv={() => ({ headers: [t('table.date'), sovName, soiName], rows: data.map((d) => [d.x, d.left, d.right]) })}
    >
      <DualAxesChart
        label={title}
        data={data}
        leftName={sovName}
        rightName={soiName}
        leftFormat={percent}
        rightFormat={percent}
        leftShape="line"
      />
    </ChartCard>
  );
}

export interface TrendingBarsProps {
  host: HostApi;
  sov: ShareOfVoiceCountry;
}

/** The daily share of voice of the top names, as stacked bars. */
export function TrendingBars({ host, sov }: TrendingBarsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const title = t('charts.trendingBars');
  const data = useMemo(() => sortByX(sov.trendingSoV), [sov]);
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      csv={() => seriesCsv(data, { x: t('table.date'), series: t('table.name'), value: t('table.share') })}
    >
      <ColumnChart i18n={host.i18n} label={title} data={data} format={percent} stacked />
    </ChartCard>
  );
}
