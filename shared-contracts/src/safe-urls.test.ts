import { isSameOriginUrl, sameOriginPath, webUrl } from './safe-urls';

const origin = 'https://app.adintel.test';

describe('the guards of URLs from data', () => {
  it('tells an URL on the origin from one that leaves it', () => {
    expect(isSameOriginUrl('/api/v2/exports/files/7', origin)).toBe(true);
    expect(isSameOriginUrl('https://app.adintel.test/api/x', origin)).toBe(true);
    expect(isSameOriginUrl('https://evil.example/api/x', origin)).toBe(false);
    expect(isSameOriginUrl('//evil.example/x', origin)).toBe(false);
    expect(isSameOriginUrl('javascript:alert(1)', origin)).toBe(false);
  });

  it('keeps same-origin paths and drops anything else', () => {
    expect(sameOriginPath('/api/v2/marketing/docs/3?inline=1#p2')).toBe('/api/v2/marketing/docs/3?inline=1#p2');
    expect(sameOriginPath(' /dashboard/home ')).toBe('/dashboard/home');
    expect(sameOriginPath('//evil.example/doc.pdf')).toBeNull();
    expect(sameOriginPath('/\\evil.example')).toBeNull();
    expect(sameOriginPath('https://evil.example/doc.pdf')).toBeNull();
    expect(sameOriginPath('javascript:alert(1)')).toBeNull();
  });

  it('accepts http(s) web addresses, or https only when asked', () => {
    expect(webUrl('https://docs.adintel.test/guide')).toBe('https://docs.adintel.test/guide');
    expect(webUrl('http://docs.adintel.test/guide')).toBe('http://docs.adintel.test/guide');
    expect(webUrl('http://wa.me/5491100000000', { httpsOnly: true })).toBeNull();
    expect(webUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('not a url')).toBeNull();
    expect(webUrl(undefined)).toBeNull();
  });
});
