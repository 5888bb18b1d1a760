// sameOriginPath's own cases are in shared-contracts (safe-urls.test.ts).
import { httpsUrl, imageSource } from './safe-url';

describe('safe URLs of the public area', () => {
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
