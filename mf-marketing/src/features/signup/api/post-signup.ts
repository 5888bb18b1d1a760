import { useMutation } from '@tanstack/react-query';
import type { HttpClient, MarketingSignupRequest, MarketingSignupResponse } from 'shared-contracts';
import { usePublicHttp } from '../../../lib/public-http-context';

/** `POST /v2/marketing/signup` (public): 201 subscribed, 200 already-subscribed, 400 { error }. */
function postSignup(http: HttpClient, body: MarketingSignupRequest): Promise<MarketingSignupResponse> {
  return http.post<MarketingSignupResponse>('/v2/marketing/signup', body);
}

export function useSignup() {
  const http = usePublicHttp();
  return useMutation({
    mutationKey: ['marketing', 'signup'],
    mutationFn: (body: MarketingSignupRequest) => postSignup(http, body),
  });
}
