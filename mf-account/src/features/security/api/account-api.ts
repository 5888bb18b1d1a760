import type { ChangePasswordRequest, EditAccountRequest, HttpClient, StatusResponse } from 'shared-contracts';

/** `POST /v2/account/edit`: the new name and surname, proven with the current password. */
export function editNames(http: HttpClient, request: EditAccountRequest): Promise<StatusResponse> {
  return http.post<StatusResponse>('/v2/account/edit', request);
}

/** `POST /v2/account/password`: the API checks the current password and ends every other session. */
export function changePassword(http: HttpClient, request: ChangePasswordRequest): Promise<StatusResponse> {
  return http.post<StatusResponse>('/v2/account/password', request);
}
