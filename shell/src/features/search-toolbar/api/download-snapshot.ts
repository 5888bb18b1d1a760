import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  exportPath,
  isSameOriginUrl,
  pickLanguage,
  toExportQuery,
  type ExportLinkResponse,
  type ExportQuery,
  type HttpClient,
  type SnapType,
} from 'shared-contracts';
import { useHost } from '../../remote-view';
import { searchForPage, snapshotExportSearch, usePageRules } from '../../search';

/**
 * `GET /snapshots/export/pdf` with the export query of the applied search, the snapshot type
 * and `force=1` (docs/product.md#exports). Answers where the file is.
 */
async function downloadSnapshot(http: HttpClient, query: ExportQuery, snapType: SnapType): Promise<string> {
  const answer = await http.get<ExportLinkResponse>(exportPath('snapshots', 'pdf'), {
    query: { ...query, type: snapType, force: 1 },
  });
  return answer._links.self.href;
}

/** Downloads the snapshot of the applied search in a new tab; failures become error notices. */
export function useDownloadSnapshot() {
  const host = useHost();
  const { t, i18n } = useTranslation();
  const rules = usePageRules('snapshots');
  return useMutation({
    mutationFn: async () => {
      // The snapshot as the page shows it: its one country, its period within the limit.
      const search = searchForPage(host.search.getState(), rules);
      const query = toExportQuery(snapshotExportSearch(search), pickLanguage(i18n.language));
      if (!query) throw new Error(t('search.snapshots.noCountry'));
      return downloadSnapshot(host.http, query, search.snapType);
    },
    onSuccess: (href) => {
      if (!isSameOriginUrl(href, window.location.origin)) {
        host.notify('error', t('search.snapshots.unsafeLink'));
        return;
      }
      host.track('export', { type: 'snapshots', format: 'pdf' });
      window.open(href, '_blank', 'noopener');
    },
    onError: (error) => host.notify('error', t('search.snapshots.downloadFailed', { message: error.message })),
  });
}
