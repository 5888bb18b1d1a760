import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, SnapshotStatsResponse } from 'shared-contracts';
import { ChartCard, formatCount, formatCurrency, formatNumber, LineChart, seriesCsv } from 'shared-ui';
import { NotInPlanNote } from '../../../lib/not-in-plan-card';
import { NAMESPACE } from '../../../locales';
import { spendSeries } from '../lib/snapshot-charts';

type Stats = SnapshotStatsResponse['items'][0];
/** The spend of the stats: the API sends it only to a plan with Real-Time Spend. */
type AdSpend = NonNullable<Stats['adSpend']>;

export interface SnapshotStatsProps {
  host: HostApi;
  stats: Stats;
  /** What `totalStat` counts: publishers (industries and advertisers snaps) or advertisers. */
  counted: 'publishers' | 'advertisers';
}

/** The count beside the type, pViewability with one decimal and the ad spend (or that it is not in the plan). */
export function SnapshotStatsCard({ host, stats, counted }: SnapshotStatsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { adSpend } = stats;
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
          {adSpend ? (
            <Statistic title={t('stats.spend')} value={formatCurrency(adSpend.total, adSpend.currency)} />
          ) : (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('stats.spend')}</Typography.Text>
              <NotInPlanNote host={host} />
            </Flex>
          )}
        </Col>
      </Row>
    </Card>
  );
}

export interface SpendLineProps {
  host: HostApi;
  adSpend: AdSpend;
}

/** The real-time spend per day, in the country's currency. */
export function SpendLine({ host, adSpend }: SpendLineProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { currency, histogram } = adSpend;
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
