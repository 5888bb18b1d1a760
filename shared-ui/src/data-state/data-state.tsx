import { Alert, Skeleton } from 'antd';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { describeDataError } from './describe-data-error';

export interface DataStateProps {
  i18n: I18n;
  isLoading: boolean;
  /** The query's error, or null. */
  error: unknown;
  /** Whether the answer holds nothing to show. */
  isEmpty: boolean;
  /** What shows while loading; a skeleton by default. */
  loading?: ReactNode;
  /** A page's own no-data text (Snapshots' variant), instead of errors.data.noDataAvailable. */
  noDataText?: string;
  /** A page's own empty-data text (Snapshots adds the 14-day rule), instead of the shared one. */
  emptyText?: string;
  children: ReactNode;
}

/**
 * The states of a data view (docs/product.md#data-views): loading, failure (the server's message, the
 * translated no-data text, or 'Error al consultar los datos'), empty data, else the content.
 */
export function DataState({
  i18n,
  isLoading,
  error,
  isEmpty,
  loading,
  noDataText,
  emptyText,
  children,
}: DataStateProps) {
  const { t } = useSharedUiTranslation(i18n);
  if (isLoading) {
    return (
      <div role="status" aria-label={t('dataState.loading')}>
        {loading ?? <Skeleton active paragraph={{ rows: 8 }} />}
      </div>
    );
  }
  if (error) {
    const problem = describeDataError(error);
    const title =
      problem.kind === 'no-data'
        ? (noDataText ?? t('errors.data.noDataAvailable'))
        : (problem.message ?? t('errors.data.fallback'));
    return <Alert type="warning" showIcon title={title} role="alert" />;
  }
  if (isEmpty) return <Alert type="info" showIcon title={emptyText ?? t('dataState.empty')} />;
  return <>{children}</>;
}
