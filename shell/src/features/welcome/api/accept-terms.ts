import { useMutation } from '@tanstack/react-query';
import type { AcceptTermsRequest, HttpClient, StatusResponse } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `POST /v2/account/terms/accept`. */
function acceptTerms(http: HttpClient): Promise<StatusResponse> {
  const body: AcceptTermsRequest = { accept: true };
  return http.post<StatusResponse>('/v2/account/terms/accept', body);
}

export function useAcceptTerms() {
  const { http } = useHost();
  return useMutation({ mutationKey: ['shell', 'account', 'accept-terms'], mutationFn: () => acceptTerms(http) });
}
