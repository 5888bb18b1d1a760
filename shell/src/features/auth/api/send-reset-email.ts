import { useMutation } from '@tanstack/react-query';
import type { HttpClient, PasswordResetRequest, StatusResponse } from 'shared-contracts';
import { usePublicHttp } from '../public-http-context';

/** `POST /v2/account/send_email`, without a bearer token (docs/product.md#session-and-login). */
function sendResetEmail(http: HttpClient, request: PasswordResetRequest): Promise<StatusResponse> {
  return http.post<StatusResponse>('/v2/account/send_email', request);
}

/** Asks for the password-reset e-mail; a second request within 2 hours fails with 429. */
export function useSendResetEmail() {
  const http = usePublicHttp();
  return useMutation({
    mutationKey: ['shell', 'account', 'send-reset-email'],
    mutationFn: (request: PasswordResetRequest) => sendResetEmail(http, request),
  });
}
