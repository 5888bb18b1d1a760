import { useMutation } from '@tanstack/react-query';
import { isSameOriginUrl, type ExportLinkResponse, type HostApi } from 'shared-contracts';
import type { ComparisonRequest } from './get-comparison';

/**
 * `POST /v2/compare/{dimension}/excel?lang=…`: the comparison as a workbook, a sheet per block,
 * from the figures of the same call the page shows. Answers where the file is, as every export.
 */
async function exportComparison(host: HostApi, request: ComparisonRequest): Promise<string> {
  const { dimension, language, search, entities } = request;
  const answer = await host.http.post<ExportLinkResponse>(
    `/v2/compare/${dimension}/excel`,
    { search, entities },
    { query: { lang: language } },
  );
  return answer._links.self.href;
}

/** Opens the workbook in a new tab once the API wrote it; a failure or a foreign link says so. */
export function useExportComparison(host: HostApi, messages: { failed: string; unsafeLink: string }) {
  return useMutation({
    mutationFn: (request: ComparisonRequest) => exportComparison(host, request),
    onSuccess: (href, request) => {
      if (!isSameOriginUrl(href, window.location.origin)) {
        host.notify('error', messages.unsafeLink);
        return;
      }
      host.track('compare:export', { format: 'excel', entities: request.entities.length });
      window.open(href, '_blank', 'noopener');
    },
    onError: (error) => host.notify('error', `${messages.failed} ${error.message}`),
  });
}
