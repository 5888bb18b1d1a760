import { Alert, Button, Col, Empty, Row, Skeleton } from 'antd';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { useRecords } from '../api/get-records';
import { RecordCard } from './record-card';

export interface RecordListProps {
  /** A country code, or null for every country. */
  country: string | null;
  /** What shows when there is no record. */
  emptyText: string;
}

/** The records with their loading, failure (with a retry) and empty states. */
export function RecordList({ country, emptyText }: RecordListProps) {
  const { t } = useMarketingTranslation();
  const records = useRecords(country);
  if (records.isPending) {
    return (
      <div role="status" aria-label={t('reports.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (records.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('reports.error')}
        action={
          <Button size="small" onClick={() => void records.refetch()}>
            {t('reports.retry')}
          </Button>
        }
      />
    );
  }
  if (records.data.length === 0) return <Empty description={emptyText} />;
  return (
    <Row gutter={[16, 16]} role="list">
      {records.data.map((record) => (
        <Col key={record.id} xs={24} md={12} role="listitem">
          <RecordCard record={record} linkToCountry={country === null} />
        </Col>
      ))}
    </Row>
  );
}
