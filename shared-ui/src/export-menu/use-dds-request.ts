import { useMutation } from '@tanstack/react-query';
import {
  DDS_FAILURE_MESSAGE,
  type DdsWithoutCaptureRequest,
  type HostApi,
  type ReportRequestedResponse,
} from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

/** The body of `POST /v2/ddsWithoutCapture`: the first selected country and the applied range. */
function ddsRequestOf(search: { countries: readonly string[]; startDate: string; endDate: string }) {
  const country = search.countries[0];
  if (!country) return null;
  const body: DdsWithoutCaptureRequest = [{ country, since: search.startDate, until: search.endDate }];
  return body;
}

/**
 * Asks for the 'Dds without capture' CSV (docs/product.md#exports): an error snackbar with the
 * API's message (or the spec's fallback) when it fails, else the notice that it will be e-mailed.
 * The mutation's pending state is the spec's `isDdsWithoutCaptureLoading`.
 */
export function useDdsRequest(host: HostApi) {
  const { t } = useSharedUiTranslation(host.i18n);
  return useMutation({
    mutationFn: async () => {
      const body = ddsRequestOf(host.search.getState());
      if (!body) throw new Error(t('exportMenu.noCountry'));
      return host.http.post<ReportRequestedResponse>('/v2/ddsWithoutCapture', body);
    },
    onSuccess: () => {
      host.track('export', { type: 'dds_without_capture', format: 'csv' });
      host.notify('info', t('exportMenu.ddsRequested'));
    },
    onError: (error) => {
      host.notify('error', error instanceof Error && error.message ? error.message : DDS_FAILURE_MESSAGE);
    },
  });
}
