import { EmptyState } from '../../../lib/empty-state';
import { Notice } from '../../../lib/notice';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { useRecords } from '../api/get-records';
import { RecordCard } from './record-card';

export interface RecordListProps {
  /** A country code, or null for every country. */
  country: string | null;
  /** What shows when there is no record. */
  emptyText: string;
}

const SKELETON_LINES = 7;

/** The records with their loading, failure (with a retry) and empty states. */
export function RecordList({ country, emptyText }: RecordListProps) {
  const { t } = useMarketingTranslation();
  const records = useRecords(country);
  if (records.isPending) {
    return (
      <div role="status" aria-label={t('reports.loading')}>
        {Array.from({ length: SKELETON_LINES }, (_, line) => (
          <div key={line} className="nl-skeleton-line" />
        ))}
      </div>
    );
  }
  if (records.isError) {
    return (
      <Notice
        type="error"
        role="alert"
        title={t('reports.error')}
        action={
          <button
            type="button"
            className="nl-button nl-button--default nl-button--small"
            onClick={() => void records.refetch()}
          >
            {t('reports.retry')}
          </button>
        }
      />
    );
  }
  if (records.data.length === 0) return <EmptyState description={emptyText} />;
  return (
    <ul className="nl-grid">
      {records.data.map((record) => (
        <li key={record.id}>
          <RecordCard record={record} linkToCountry={country === null} />
        </li>
      ))}
    </ul>
  );
}
