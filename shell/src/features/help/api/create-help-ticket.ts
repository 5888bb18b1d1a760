import { useMutation } from '@tanstack/react-query';
import type { HelpTicket, HelpTicketFields, HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';

export interface HelpTicketSubmission extends HelpTicketFields {
  file?: File | null;
}

/** The multipart body of `POST /v2/help/tickets`: the text fields and the optional file. */
function toTicketFormData({ file, ...fields }: HelpTicketSubmission): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
  }
  if (file) form.append('file', file, file.name);
  return form;
}

/** `POST /v2/help/tickets` (multipart/form-data); answers the stored ticket. */
function createHelpTicket(http: HttpClient, submission: HelpTicketSubmission): Promise<HelpTicket> {
  return http.post<HelpTicket>('/v2/help/tickets', toTicketFormData(submission));
}

export function useCreateHelpTicket() {
  const { http } = useHost();
  return useMutation({
    mutationKey: ['shell', 'help', 'create-ticket'],
    mutationFn: (submission: HelpTicketSubmission) => createHelpTicket(http, submission),
  });
}
