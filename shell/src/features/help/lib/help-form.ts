import { HELP_TICKET_MAX_FILE_BYTES, type HelpMessageType, type TokenClaims } from 'shared-contracts';

export interface HelpFormValues {
  email: string;
  title: string;
  message: string;
  name: string;
  company: string;
  country?: string;
  messageType?: HelpMessageType;
}

/** The form starts with what the token says about the user. */
export function helpFormDefaults(claims: TokenClaims | null): HelpFormValues {
  const name = claims ? [claims.name, claims.surname].filter(Boolean).join(' ') : '';
  return { email: claims?.username ?? '', title: '', message: '', name, company: '', country: claims?.countries[0] };
}

/** The API refuses a file over 5 MB; the form says so before sending. */
export function isFileTooLarge(file: File): boolean {
  return file.size > HELP_TICKET_MAX_FILE_BYTES;
}

export const MAX_FILE_MB = HELP_TICKET_MAX_FILE_BYTES / 1024 / 1024;
