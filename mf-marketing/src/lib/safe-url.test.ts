import { httpsUrl, imageSource, sameOriginPath } from './safe-url';

describe('safe URLs of the public area', () => {
  it('keeps same-origin paths and drops anything that leaves the origin', () => {
    expect(sameOriginPath('/api/v2/marketing/docs/3')).toBe('/api/v2/marketing/docs/3');
    expect(sameOriginPath('/api/v2/marketing/docs/3?inline=1')).toBe('/api/v2/marketing/docs/3?inline=1');
    expect(sameOriginPath('//evil.example/doc.pdf')).toBeNull();
    expect(sameOriginPath('/\\evil.example')).toBeNull();
    expect(sameOriginPath('https://evil.example/doc.pdf')).toBeNull();
    expect(sameOriginPath('javascript:alert(1)')).toBeNull();
  });

  it('accepts only https for configured external links', () => {
    expect(httpsUrl('https://wa.me/5491100000000')).toBe('https://wa.me/5491100000000');
    expect(httpsUrl('http://wa.me/5491100000000')).toBeNull();
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl(undefined)).toBeNull();
    expect(httpsUrl('not a url')).toBeNull();
  });

  it('shows images from the API or from https, nothing else', () => {
    expect(imageSource('/api/v2/marketing/flags/AR')).toBe('/api/v2/marketing/flags/AR');
    expect(imageSource('https://cdn.example/flag.png')).toBe('https://cdn.example/flag.png');
    expect(imageSource('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  });
});
