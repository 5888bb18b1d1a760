import { useQuery } from '@tanstack/react-query';
import type { HttpClient, ReportRequestedResponse } from 'shared-contracts';
import { useHost } from '../../remote-view';
import type { ExportPageRequest } from '../lib/export-request';

/** `POST /{type}/export/{format}/mail`: the report is built and e-mailed (the outbox holds it). */
function requestExportMail(
  http: HttpClient,
  { type, format, body }: ExportPageRequest,
): Promise<ReportRequestedResponse> {
  return http.post<ReportRequestedResponse>(`/${type}/export/${format}/mail`, body);
}

/**
 * Sent once per page visit. A query rather than a mutation so that a double mount (React's strict
 * mode) shares the one request instead of mailing the report twice.
 */
export function useExportMail(request: ExportPageRequest | null) {
  const { http } = useHost();
  return useQuery({
    queryKey: ['shell', 'export-mail', request],
    queryFn: () => requestExportMail(http, request as ExportPageRequest),
    enabled: request !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
