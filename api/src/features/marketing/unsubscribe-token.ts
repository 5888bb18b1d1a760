import { createHmac, timingSafeEqual } from 'node:crypto';

/** 128 bits of the HMAC are enough for a link and keep it short. */
const SIGNATURE_CHARS = 22;
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/;

export interface UnsubscribeTokens {
  /** The token of a sign-up's unsubscribe link: its id and the id's signature. */
  tokenOf(signupId: number): string;
  /** The sign-up a token names, or null when it was not signed here (cut, changed or made up). */
  signupOf(token: string): number | null;
}

/**
 * Unsubscribe tokens signed with HMAC-SHA256 under a key derived from the API's secret (never the
 * token's own key). They do not expire: a link in an old e-mail must still work.
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('marketing-unsubscribe').digest();
  const signatureOf = (signupId: number) =>
    createHmac('sha256', key).update(`unsubscribe\n${signupId}`).digest('base64url').slice(0, SIGNATURE_CHARS);
  return {
    tokenOf: (signupId) => `${signupId}.${signatureOf(signupId)}`,
    signupOf(token) {
      const [, id, signature] = TOKEN.exec(token) ?? [];
      if (!id || !signature) return null;
      const signupId = Number(id);
      const expected = Buffer.from(signatureOf(signupId));
      const presented = Buffer.from(signature);
      return presented.length === expected.length && timingSafeEqual(presented, expected) ? signupId : null;
    },
  };
}
