import { isLoopbackOverride, loopbackManifestUrl } from './loopback-manifest';

describe('loopbackManifestUrl', () => {
  it('takes a manifest on this machine, or only its port', () => {
    expect(loopbackManifestUrl('http://localhost:4001/mf-manifest.json')).toBe(
      'http://localhost:4001/mf-manifest.json',
    );
    expect(loopbackManifestUrl('http://127.0.0.1:4301/1.1.0/mf-manifest.json')).toBe(
      'http://127.0.0.1:4301/1.1.0/mf-manifest.json',
    );
    expect(loopbackManifestUrl('4001')).toBe('http://localhost:4001/mf-manifest.json');
  });

  it('refuses another machine, another scheme, credentials, a query or another file', () => {
    for (const value of [
      'http://evil.example/mf-manifest.json',
      'http://[::1]:4001/mf-manifest.json',
      'https://localhost:4001/mf-manifest.json',
      'http://localhost:4001@evil.example/mf-manifest.json',
      'http://user:pass@localhost:4001/mf-manifest.json',
      'http://localhost:4001/mf-manifest.json?x=1',
      'http://localhost:4001/main.js',
      'javascript:alert(1)',
      '99999',
      '',
    ]) {
      expect(loopbackManifestUrl(value)).toBeNull();
    }
  });

  it('tells a loopback override from a version', () => {
    expect(isLoopbackOverride('http://localhost:4001/mf-manifest.json')).toBe(true);
    expect(isLoopbackOverride('1.1.0')).toBe(false);
    expect(isLoopbackOverride('4001')).toBe(false);
  });
});
