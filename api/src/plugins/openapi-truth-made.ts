import type { LightMyRequestResponse } from 'fastify';
import type { ExportLinkResponse, OutboxEmail } from 'shared-contracts';
import type { RequestParts } from './openapi-truth-request';

/** What the calls of openapi-truth-plan.ts make that later calls name, and how it is read from their answers. */

export type Caller = 'anonymous' | 'analyst' | 'superAdmin' | 'newUser';

/** What earlier calls made that later calls name. */
export interface Made {
  tokens: Partial<Record<Exclude<Caller, 'anonymous'>, string>>;
  refreshCookie?: string;
  resetToken?: string;
  reportId?: number;
  alertId?: number;
  helpTicketId?: number;
  exportToken?: string;
  /** A creative's address as a market answer signed it for its viewer. */
  signedCreative?: Required<Pick<RequestParts, 'path' | 'query'>>;
  outboxEmailId?: number;
  /** A document an operator wrote into the marketing table. */
  marketingDocumentId?: number;
  /** The token of the unsubscribe link in the sign-up's welcome e-mail. */
  unsubscribeToken?: string;
  lockoutId?: string;
}

/** The value an earlier call made, or an error naming what is missing. */
export function made<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No earlier call made the ${what}`);
  return value;
}

export const refreshCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;

/** The one-time token of the link in a password-reset e-mail. */
export function resetTokenOf(emails: readonly OutboxEmail[]): string | undefined {
  const body = emails.find((email) => email.kind === 'password-reset')?.body ?? '';
  return /resetToken=([^\s&]+)/.exec(body)?.[1];
}

/** The token of the unsubscribe link in a signed-up visitor's e-mail. */
export function unsubscribeTokenOf(emails: readonly OutboxEmail[]): string | undefined {
  const body = emails.find((email) => email.kind === 'marketing-welcome')?.body ?? '';
  const token = /\/marketing\/unsubscribe\?token=([^\s&]+)/.exec(body)?.[1];
  return token && decodeURIComponent(token);
}

/** Every string of a JSON answer, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The first creative address of an answer, signed for its viewer, as path and query parameters. */
export function signedCreativeOf(answer: unknown): Made['signedCreative'] {
  for (const address of stringsOf(answer)) {
    const match = /^\/api\/creatives\/(\d+)\/([^?]+)\?(.+)$/.exec(address);
    if (match?.[1] && match[2] && match[3]) {
      const query = Object.fromEntries(new URLSearchParams(match[3]));
      return { path: { campaignId: Number(match[1]), file: match[2] }, query };
    }
  }
  return undefined;
}

/** The path token of an export's download link. */
export const exportTokenOf = (answer: ExportLinkResponse) => answer._links.self.href.split('/').pop();
