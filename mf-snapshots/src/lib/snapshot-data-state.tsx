import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { DataState } from 'shared-ui';
import { NAMESPACE } from '../locales';

export interface SnapshotDataStateProps {
  host: HostApi;
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  children: ReactNode;
}

/** A data state with Snapshots' own no-data and empty texts (docs/product.md#snapshots). */
export function SnapshotDataState({ host, isLoading, error, isEmpty, children }: SnapshotDataStateProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return (
    <DataState
      i18n={host.i18n}
      isLoading={isLoading}
      error={error}
      isEmpty={isEmpty}
      noDataText={t('page.noData')}
      emptyText={t('page.empty')}
    >
      {children}
    </DataState>
  );
}
