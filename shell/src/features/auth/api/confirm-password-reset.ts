import { useMutation } from '@tanstack/react-query';
import type { HttpClient, PasswordResetConfirmRequest, StatusResponse } from 'shared-contracts';
import { usePublicHttp } from '../public-http-context';

/** `POST /v2/account/reset` (no bearer): the reset e-mail's token and the new password. */
function confirmPasswordReset(http: HttpClient, request: PasswordResetConfirmRequest): Promise<StatusResponse> {
  return http.post<StatusResponse>('/v2/account/reset', request);
}

export function useConfirmPasswordReset() {
  const http = usePublicHttp();
  return useMutation({
    mutationKey: ['shell', 'account', 'confirm-reset'],
    mutationFn: (request: PasswordResetConfirmRequest) => confirmPasswordReset(http, request),
  });
}
