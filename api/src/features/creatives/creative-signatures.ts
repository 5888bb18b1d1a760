import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The API's own creative images, as a JSON answer writes them (unsigned: followed by the closing quote). */
const ANSWER_ADDRESS = /"(\/api\/creatives\/\d+\/[a-z0-9-]+\.svg)"/g;
/** 128 bits of the HMAC are enough for an address and keep it short. */
const SIGNATURE_CHARS = 22;

/** The query parameters of a signed creative address. */
export interface CreativeSignature {
  /** Opaque tag of the viewer the address was issued to (from the user id, never the e-mail). */
  viewer: string;
  /** Epoch seconds after which the address answers 403. */
  expires: number;
  signature: string;
}

type SignatureCheck = 'valid' | 'unsigned' | 'expired' | 'altered';

export interface CreativeSigner {
  /** The viewer tag of a user id. */
  viewerOf(userId: string): string;
  /** The end of the UTC day after `now`'s: every address issued during one day is identical. */
  dailyExpiry(now: Date): number;
  /** The end of the UTC day `days` after `now`'s (links in files, which outlive a day). */
  expiryAfterDays(now: Date, days: number): number;
  /** `path?viewer=…&expires=…&signature=…` for a path `/api/creatives/{campaignId}/{file}`. */
  sign(path: string, viewer: string, expires: number): string;
  /** Every unsigned `/api/creatives/…` address of a serialised JSON answer, signed (one pass). */
  signAnswer(json: string, viewer: string, expires: number): string;
  /** Whether a request's query signs `path`, checked in constant time. */
  check(path: string, query: Partial<Record<keyof CreativeSignature, unknown>>, now: Date): SignatureCheck;
}

/** Whether a serialised answer holds any creative address to sign (checked once, when it is cached). */
export function holdsCreativeAddresses(json: string): boolean {
  return json.includes('"/api/creatives/');
}

/**
 * HMAC-SHA256 (RFC 2104) under a 32-byte key, its padded key hashed once: an answer signs hundreds
 * of addresses, and copying the two prepared hashes costs a third of a `createHmac` per address.
 */
function preparedHmac(key: Buffer): (text: string) => string {
  const block = Buffer.alloc(64);
  key.copy(block);
  const inner = createHash('sha256').update(block.map((byte) => byte ^ 0x36));
  const outer = createHash('sha256').update(block.map((byte) => byte ^ 0x5c));
  return (text) => outer.copy().update(inner.copy().update(text).digest()).digest('base64url');
}

/** Signs creative addresses with HMAC-SHA256 under a key derived from the API's secret (never the token's own key). */
export function createCreativeSigner(secret: string): CreativeSigner {
  const mac = preparedHmac(createHmac('sha256', secret).update('creative-addresses').digest());
  const signatureOf = (path: string, viewer: string, expires: number) =>
    mac(`${path}\n${viewer}\n${expires}`).slice(0, SIGNATURE_CHARS);
  const endOfUtcDay = (now: Date, daysAfter: number) => {
    const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    return (startOfToday + (daysAfter + 1) * DAY_MS) / 1000;
  };
  const sign = (path: string, viewer: string, expires: number) =>
    `${path}?viewer=${viewer}&expires=${expires}&signature=${signatureOf(path, viewer, expires)}`;
  return {
    viewerOf: (userId) => mac(`viewer\n${userId}`).slice(0, 16),
    dailyExpiry: (now) => endOfUtcDay(now, 1),
    expiryAfterDays: endOfUtcDay,
    sign,
    signAnswer(json, viewer, expires) {
      // An answer names a campaign's images many times (a spot list's rows): each signed once.
      const signed = new Map<string, string>();
      return json.replace(ANSWER_ADDRESS, (_match, path: string) => {
        let address = signed.get(path);
        if (address === undefined) {
          address = sign(path, viewer, expires);
          signed.set(path, address);
        }
        return `"${address}"`;
      });
    },
    check(path, { viewer, expires, signature }, now) {
      if (viewer === undefined && expires === undefined && signature === undefined) return 'unsigned';
      if (typeof viewer !== 'string' || typeof signature !== 'string') return 'altered';
      const seconds = Number(expires);
      if (!Number.isSafeInteger(seconds)) return 'altered';
      const expected = Buffer.from(signatureOf(path, viewer, seconds));
      const presented = Buffer.from(signature);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'altered';
      return seconds * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
