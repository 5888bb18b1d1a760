import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, SnapshotStatsResponse } from 'shared-contracts';
import { ChartCard, formatCount, formatCurrency, formatNumber, LineChart, seriesCsv } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { spendSeries } from '../lib/snapshot-charts';

type Stats = SnapshotStatsResponse['items'][0];

export interface SnapshotStatsProps {
  host: HostApi;
  stats: Stats;
  /** What `totalStat` counts: publishers (industries and advertisers snaps) or advertisers. */
  counted: 'publishers' | 'advertisers';
}

/** The count beside the type, pViewability with one decimal and the ad spend. */
export function SnapshotStatsCard({ host, stats, counted }: SnapshotStatsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { currency, total } = stats.adSpend;
  return (
    <Card size="small" title={t('stats.title')} style={{ height: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Statistic title={t(`stats.${counted}`)} value={formatCount(stats.totalStat)} />
        </Col>
        <Col span={24}>
          <Statistic
            title={t('stats.viewability')}
            value={stats.pViewability === null ? 'N/A' : `${formatNumber(stats.pViewability, 1)}%`}
          />
        </Col>
        <Col span={24}>
          <Statistic title={t('stats.spend')} value={formatCurrency(total, currency)} />
        </Col>
      </Row>
    </Card>
  );
}

export interface SpendLineProps {
  host: HostApi;
  stats: Stats;
}

/** The real-time spend per day, in the country's currency. */
export function SpendLine({ host, stats }: SpendLineProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { currency, histogram } = stats.adSpend;
  const series = t('charts.spendSeries');
  const data = useMemo(() => spendSeries(histogram, series), [histogram, series]);
  const title = t('charts.spend', { currency });
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      fileName="real-time-spend"
      csv={() => seriesCsv(data, { x: t('table.date'), series: t('table.name'), value: t('table.amount') })}
    >
      <LineChart i18n={host.i18n} label={title} data={data} format={(value) => formatNumber(value)} />
    </ChartCard>
  );
}
