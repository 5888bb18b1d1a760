import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, type HostApi, type MarketSearchBody, type SnapType } from 'shared-contracts';
import { downloadCsv } from 'shared-ui';
import { useHasRole } from '../../../lib/use-roles';
import { NAMESPACE } from '../../../locales';
import { SNAPSHOT_TABLE_FILE, toTableCsv } from '../lib/table-csv';
import { getSnapshotTable } from './get-snapshot-table';

/** The download asks for this many rows from page 1 (docs/product.md#exports). */
const SNAPSHOT_EXPORT_ROWS = 50000;

export interface SnapshotTableDownload {
  snapType: SnapType;
  language: string;
  body: MarketSearchBody;
}

/**
 * Downloads the whole snapshot table as `snapshots-table.csv`, with SOI ($) only for a plan with
 * Real-Time Spend; failures become error notices.
 */
export function useDownloadSnapshotTable(host: HostApi) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const withSoi = useHasRole(host, ROLES.investment);
  return useMutation({
    mutationFn: async (request: SnapshotTableDownload) => {
      const answer = await getSnapshotTable(host.http, { ...request, page: 1, limit: SNAPSHOT_EXPORT_ROWS });
      downloadCsv(toTableCsv(answer.items[0]?.table.items ?? [], withSoi), SNAPSHOT_TABLE_FILE);
    },
    onSuccess: (_, request) =>
      host.track('export', { type: 'snapshots-table', format: 'csv', snapType: request.snapType }),
    onError: (error) => host.notify('error', t('table.exportFailed', { message: error.message })),
  });
}
