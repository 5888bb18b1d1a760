import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, InvestmentCountry, ShareOfVoiceCountry, TrendGrain } from 'shared-contracts';
import { Alert, Card } from 'antd';
import { ChartCard, ColumnChart, DualAxesChart, formatPercent, seriesCsv, sortByX } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { trendLabel, trendLeader, trendPair } from '../lib/snapshot-charts';

const percent = (value: number) => formatPercent(value);

export interface TrendingSovSoiProps {
  host: HostApi;
  sov: ShareOfVoiceCountry;
  soi: InvestmentCountry;
  /** The trends' grain (`trendGrainOf` the search's range): how a point's date reads. */
  grain: TrendGrain;
}

/** The leading name's share of voice and share of investment per day, week or month, on two axes. */
export function TrendingSovSoi({ host, sov, soi, grain }: TrendingSovSoiProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const leader = useMemo(() => trendLeader(sov, soi), [sov, soi]);
  const data = useMemo(() => (leader ? trendPair(sov, soi, leader) : []), [sov, soi, leader]);
  const shown = useMemo(
    () => data.map((datum) => ({ ...datum, x: trendLabel(datum.x, grain, i18n.language) })),
    [data, grain, i18n.language],
  );
  if (!leader) {
    // No name is in both trends (its share of investment is too small to be listed).
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
        data={shown}
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
  grain: TrendGrain;
}

/** The share of voice of the top names per day, week or month, as stacked bars. */
export function TrendingBars({ host, sov, grain }: TrendingBarsProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const title = t('charts.trendingBars');
  const data = useMemo(() => sortByX(sov.trendingSoV), [sov]);
  const shown = useMemo(
    () => data.map((point) => ({ ...point, x: trendLabel(point.x, grain, i18n.language) })),
    [data, grain, i18n.language],
  );
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      csv={() => seriesCsv(data, { x: t('table.date'), series: t('table.name'), value: t('table.share') })}
    >
      <ColumnChart i18n={host.i18n} label={title} data={shown} format={percent} stacked />
    </ChartCard>
  );
}
