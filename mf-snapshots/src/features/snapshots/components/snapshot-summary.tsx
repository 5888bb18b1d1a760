import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NotInPlanCard } from '../../../lib/not-in-plan-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import type { SnapshotSearch } from '../../../lib/snapshot-search';
import { NAMESPACE } from '../../../locales';
import { useSnapshotStats } from '../api/get-snapshot-stats';
import { MediaDonuts } from './media-donuts';
import { SnapshotStatsCard, SpendLine } from './snapshot-stats';

export interface SnapshotSummaryProps {
  host: HostApi;
  search: SnapshotSearch;
}

/**
 * The platforms and sources donuts, the stats, and the real-time spend line. The stats carry the
 * spend only for a plan with Real-Time Spend: without it, the line's place says it is not in the plan.
 */
export function SnapshotSummary({ host, search }: SnapshotSummaryProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const query = useSnapshotStats(host, search.snapType, search.body);
  const stats = query.data;
  return (
    <Row gutter={[16, 16]}>
      <MediaDonuts host={host} body={search.body} />
      <Col xs={24} xl={8}>
        <SnapshotDataState host={host} isLoading={query.isLoading} error={query.error} isEmpty={!stats}>
          {stats && <SnapshotStatsCard host={host} stats={stats} counted={search.secondDimension} />}
        </SnapshotDataState>
      </Col>
      {stats && (
        <Col span={24}>
          {stats.adSpend ? (
            <SpendLine host={host} adSpend={stats.adSpend} />
          ) : (
            <NotInPlanCard host={host} title={t('charts.spendTitle')} />
          )}
        </Col>
      )}
    </Row>
  );
}
