import { useMutation } from '@tanstack/react-query';
import {
  isSameOriginUrl,
  pickLanguage,
  toExportQuery,
  type ExportLinkResponse,
  type GallerySort,
  type HostApi,
  type HttpClient,
  type Language,
  type SearchState,
} from 'shared-contracts';

/** The gallery page shown: its number and size, its order and whether only new campaigns show. */
export interface GalleryPage {
  page: number;
  limit: number;
  sort: GallerySort;
  newInPeriod: boolean;
}

/** The search has no country: there is no gallery to download. */
export class NoCountryError extends Error {}

/** `GET /gallery/export/pdf` with the export query of the search and the page shown; the file's link. */
async function requestGalleryPdf(
  http: HttpClient,
  search: Pick<SearchState, 'countries' | 'startDate' | 'endDate' | 'advancedFilters'>,
  { page, limit, sort, newInPeriod }: GalleryPage,
  lang: Language,
): Promise<string> {
  const query = toExportQuery(search, lang);
  if (!query) throw new NoCountryError('no country selected');
  const answer = await http.get<ExportLinkResponse>('/gallery/export/pdf', {
    query: { ...query, page, limit, unique: 0, sort, newInPeriod: newInPeriod ? 1 : 0 },
  });
  return answer._links.self.href;
}

export interface GalleryDownloadMessages {
  /** The message of a failure: the API's error, or the fallback text. */
  failed(error: unknown): string;
  unsafeLink: string;
}

/** Downloads the gallery page shown: asks for the PDF, then opens its link in a new tab. */
export function useGalleryDownload(host: HostApi, messages: GalleryDownloadMessages) {
  return useMutation({
    mutationFn: (page: GalleryPage) =>
      requestGalleryPdf(host.http, host.search.getState(), page, pickLanguage(host.i18n.language)),
    onSuccess: (href) => {
      // The link comes from the server's answer: only this site's files are opened.
      if (!isSameOriginUrl(href, window.location.origin)) {
        host.notify('error', messages.unsafeLink);
        return;
      }
      host.track('gallery-download');
      window.open(href, '_blank', 'noopener');
    },
    onError: (error) => host.notify('error', messages.failed(error)),
  });
}
