import { useQuery } from '@tanstack/react-query';
import type { HttpClient, SavedReportSearch } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/reports/{id}/search`: the search a saved report opens, its filters named. */
function getReportSearch(http: HttpClient, id: number, signal?: AbortSignal): Promise<SavedReportSearch> {
  return http.get<SavedReportSearch>(`/v2/reports/${id}/search`, signal ? { signal } : {});
}

/** Read fresh each time a report is opened: the report may have been edited since. */
export function useReportSearch(id: number | null) {
  const { http } = useHost();
  return useQuery({
    queryKey: ['shell', 'report-search', id],
    queryFn: ({ signal }) => getReportSearch(http, id ?? 0, signal),
    enabled: id !== null,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
}
