import { useMutation } from '@tanstack/react-query';
import {
  exportPath,
  isSameOriginUrl,
  pickLanguage,
  toExportQuery,
  type ExportCountries,
  type ExportFormat,
  type ExportLinkResponse,
  type ExportType,
  type HostApi,
} from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

export interface ExportRequest {
  type: ExportType;
  format: ExportFormat;
  holding: ExportCountries;
}

/**
 * Asks the API for an export of the applied search (`GET /{type}/export/{format}`) and opens the
 * file's link in a new tab; failures and links to other sites become error notices.
 */
export function useExportRequest(host: HostApi) {
  const { t } = useSharedUiTranslation(host.i18n);
  return useMutation({
    mutationFn: async ({ type, format, holding }: ExportRequest) => {
      const query = toExportQuery(host.search.getState(), pickLanguage(host.i18n.language), holding);
      if (!query) throw new Error(t('exportMenu.noCountry'));
      const answer = await host.http.get<ExportLinkResponse>(exportPath(type, format), { query });
      return answer._links.self.href;
    },
    onSuccess: (href, request) => {
      // An export link from the API opens only on this site (docs/decisions.md#untrusted-content).
      if (!isSameOriginUrl(href, window.location.origin)) {
        host.notify('error', t('exportMenu.unsafeLink'));
        return;
      }
      host.track('export', { ...request });
      window.open(href, '_blank', 'noopener');
    },
    onError: (error) => {
      const message = error instanceof Error && error.message ? error.message : t('errors.data.fallback');
      host.notify('error', t('exportMenu.failed', { message, interpolation: { escapeValue: false } }));
    },
  });
}
