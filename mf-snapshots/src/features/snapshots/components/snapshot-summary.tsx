import { Col, Row } from 'antd';
import type { HostApi } from 'shared-contracts';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import type { SnapshotSearch } from '../../../lib/snapshot-search';
import { useSnapshotStats } from '../api/get-snapshot-stats';
import { MediaDonuts } from './media-donuts';
import { SnapshotStatsCard, SpendLine } from './snapshot-stats';

export interface SnapshotSummaryProps {
  host: HostApi;
  search: SnapshotSearch;
}

/** The platforms and sources donuts, the stats, and the real-time spend line. */
export function SnapshotSummary({ host, search }: SnapshotSummaryProps) {
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
          <SpendLine host={host} stats={stats} />
        </Col>
      )}
    </Row>
  );
}
