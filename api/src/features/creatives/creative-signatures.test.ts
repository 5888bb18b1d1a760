import { createHmac } from 'node:crypto';
import { createCreativeSigner, holdsCreativeAddresses } from './creative-signatures';

const signer = createCreativeSigner('test-secret');
const PATH = '/api/creatives/7/screenshot-42.svg';
const at = (iso: string) => new Date(iso);

function queryOf(address: string): Record<string, string> {
  return Object.fromEntries(new URL(address, 'http://api.test').searchParams);
}

describe('the daily window', () => {
  test('every address issued during one UTC day is the same and lives to the end of the next day', () => {
    const morning = signer.dailyExpiry(at('2026-12-03T00:00:00Z'));
    const night = signer.dailyExpiry(at('2026-12-03T23:59:59Z'));
    expect(morning).toBe(night);
    expect(new Date(morning * 1000).toISOString()).toBe('2026-12-05T00:00:00.000Z');

    const viewer = signer.viewerOf('12');
    expect(signer.sign(PATH, viewer, morning)).toBe(signer.sign(PATH, viewer, night));
  });

  test('the next day issues a new address', () => {
    const viewer = signer.viewerOf('12');
    const today = signer.sign(PATH, viewer, signer.dailyExpiry(at('2026-12-03T23:59:59Z')));
    const tomorrow = signer.sign(PATH, viewer, signer.dailyExpiry(at('2026-12-04T00:00:00Z')));
    expect(tomorrow).not.toBe(today);
    expect(Number(queryOf(tomorrow).expires) - Number(queryOf(today).expires)).toBe(24 * 60 * 60);
  });

  test('an address of yesterday still opens today (a page left open overnight), not the day after', () => {
    const address = signer.sign(PATH, signer.viewerOf('12'), signer.dailyExpiry(at('2026-12-03T12:00:00Z')));
    expect(signer.check(PATH, queryOf(address), at('2026-12-04T23:59:59Z'))).toBe('valid');
    expect(signer.check(PATH, queryOf(address), at('2026-12-05T00:00:00Z'))).toBe('expired');
  });

  test('a file lives to the end of the UTC day the given days on', () => {
    const expires = signer.expiryAfterDays(at('2026-12-03T10:00:00Z'), 31);
    expect(new Date(expires * 1000).toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });
});

describe('checking an address', () => {
  const now = at('2026-12-03T12:00:00Z');
  const viewer = signer.viewerOf('12');
  const query = queryOf(signer.sign(PATH, viewer, signer.dailyExpiry(now)));

  test('the signed address is valid; without its parameters it is unsigned', () => {
    expect(signer.check(PATH, query, now)).toBe('valid');
    expect(signer.check(PATH, {}, now)).toBe('unsigned');
  });

  test.each([
    ['the viewer', { viewer: signer.viewerOf('13') }],
    ['the expiry', { expires: String(Number(query.expires) + 86400) }],
    ['the signature', { signature: `${query.signature?.slice(0, -1)}${query.signature?.endsWith('A') ? 'B' : 'A'}` }],
    ['a truncated signature', { signature: query.signature?.slice(0, 10) }],
    ['a missing signature', { signature: undefined }],
    ['an expiry that is no number', { expires: 'soon' }],
  ])('altering %s is refused', (_what, change) => {
    expect(signer.check(PATH, { ...query, ...change }, now)).toBe('altered');
  });

  test('the signature names its path: another file or campaign is refused', () => {
    expect(signer.check('/api/creatives/7/screenshot-43.svg', query, now)).toBe('altered');
    expect(signer.check('/api/creatives/8/screenshot-42.svg', query, now)).toBe('altered');
  });

  test('another secret signs differently', () => {
    expect(createCreativeSigner('other-secret').check(PATH, query, now)).toBe('altered');
  });

  test('the viewer is an opaque tag of the user id, the same for each call, different per user', () => {
    expect(signer.viewerOf('12')).toBe(viewer);
    expect(signer.viewerOf('13')).not.toBe(viewer);
    expect(viewer).toMatch(/^[\w-]{16}$/);
    expect(viewer).not.toContain('12');
  });
});

describe('signing an answer', () => {
  const answer = JSON.stringify({
    items: [
      { creativity: '/api/creatives/7/creative.svg', screenshot: PATH },
      { creativity: '/api/creatives/7/creative.svg', screenshot: 'https://captures.example/42.png' },
      { creativity: 'https://www.youtube.com/embed/abc', note: 'see /api/creatives/7/creative.svg' },
    ],
  });

  test('signs every API image address, once each, and leaves the rest as it is', () => {
    expect(holdsCreativeAddresses(answer)).toBe(true);
    const signed = JSON.parse(signer.signAnswer(answer, 'viewer-a', 1767484800)) as {
      items: Record<string, string>[];
    };
    const [first, second, third] = signed.items;
    expect(first?.creativity).toBe(signer.sign('/api/creatives/7/creative.svg', 'viewer-a', 1767484800));
    expect(first?.screenshot).toBe(signer.sign(PATH, 'viewer-a', 1767484800));
    expect(second?.creativity).toBe(first?.creativity);
    expect(second?.screenshot).toBe('https://captures.example/42.png');
    expect(third).toEqual({
      creativity: 'https://www.youtube.com/embed/abc',
      note: 'see /api/creatives/7/creative.svg',
    });
  });

  test('two viewers get different addresses from one answer; signing twice changes nothing', () => {
    const a = signer.signAnswer(answer, 'viewer-a', 1767484800);
    const b = signer.signAnswer(answer, 'viewer-b', 1767484800);
    expect(a).not.toBe(b);
    expect(signer.signAnswer(a, 'viewer-b', 1767484800)).toBe(a);
  });

  test('an answer without images is not to be signed', () => {
    expect(holdsCreativeAddresses(JSON.stringify({ items: [{ name: 'Acme', share: 1 }] }))).toBe(false);
  });
});

describe('the signature', () => {
  test("is HMAC-SHA256 under a key derived from the API's secret", () => {
    const key = createHmac('sha256', 'test-secret').update('creative-addresses').digest();
    const expected = createHmac('sha256', key).update(`${PATH}\nviewer-a\n1767484800`).digest('base64url').slice(0, 22);
    expect(queryOf(signer.sign(PATH, 'viewer-a', 1767484800)).signature).toBe(expected);
  });
});
