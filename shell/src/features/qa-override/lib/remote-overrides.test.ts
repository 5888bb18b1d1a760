import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { safeStorage } from '../../../lib/storage';
import { manifestUrlForVersion } from './manifest-url-for-version';
import { takeOverrideParam } from './override-param';
import { parseOverrides, readOverrides, writeOverrides } from './remote-overrides';

const storage = safeStorage(() => window.localStorage);

describe('QA override parameter and storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('parses remote@version pairs and drops unknown remotes and malformed versions', () => {
    expect(parseOverrides('mf-sov@1.1.0, mf-account@2.0.0-rc.1,mf-nope@1.0.0,mf-investment@latest')).toEqual({
      'mf-sov': '1.1.0',
      'mf-account': '2.0.0-rc.1',
    });
  });

  it('parses a build on this machine as its manifest URL, the port alone as localhost', () => {
    expect(
      parseOverrides(
        'mf-sov@http://localhost:4001/mf-manifest.json,mf-account@4005,mf-campaigns@http://evil.test/mf-manifest.json',
      ),
    ).toEqual({
      'mf-sov': 'http://localhost:4001/mf-manifest.json',
      'mf-account': 'http://localhost:4005/mf-manifest.json',
    });
  });

  it('mirrors the loopback overrides into the cookie the shell server reads, and drops it when none are left', () => {
    writeOverrides(storage, { 'mf-sov': 'http://localhost:4001/mf-manifest.json', 'mf-account': '1.1.0' });
    expect(document.cookie).toBe(
      `suite-overlay=${encodeURIComponent('mf-sov@http://localhost:4001/mf-manifest.json')}`,
    );
    writeOverrides(storage, { 'mf-account': '1.1.0' });
    expect(document.cookie).toBe('');
  });

  it('takes the parameter out of the address, keeping the rest of the query and the hash', () => {
    expect(
      takeOverrideParam('http://x.test/dashboard/investment?from=2024-01-01&remote-override=mf-sov@1.1.0#top'),
    ).toEqual({
      requested: { 'mf-sov': '1.1.0' },
      cleanPath: '/dashboard/investment?from=2024-01-01#top',
    });
    expect(takeOverrideParam('http://x.test/login?remote-override=clear').requested).toBe('clear');
    expect(takeOverrideParam('http://x.test/login')).toEqual({ requested: null, cleanPath: '/login' });
  });

  it('remembers the overrides in localStorage and forgets them when none are left', () => {
    writeOverrides(storage, { 'mf-sov': '1.1.0' });
    expect(readOverrides(storage)).toEqual({ 'mf-sov': '1.1.0' });
    writeOverrides(storage, {});
    expect(window.localStorage.getItem(STORAGE_KEYS.remoteOverrides)).toBeNull();
  });

  it('reads nothing from a stored value that is not an override map', () => {
    window.localStorage.setItem(STORAGE_KEYS.remoteOverrides, '{not json');
    expect(readOverrides(storage)).toEqual({});
    window.localStorage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify({ 'mf-sov': 'evil/../x' }));
    expect(readOverrides(storage)).toEqual({});
  });

  it('derives a version manifest URL by swapping the pinned version segment only', () => {
    expect(manifestUrlForVersion('https://cdn.test/mf-sov/1.0.0/mf-manifest.json', '1.0.0', '1.1.0')).toBe(
      'https://cdn.test/mf-sov/1.1.0/mf-manifest.json',
    );
    expect(manifestUrlForVersion('https://cdn.test/1.0.0/mf-sov/1.0.0/mf-manifest.json', '1.0.0', '2.0.0')).toBe(
      'https://cdn.test/1.0.0/mf-sov/2.0.0/mf-manifest.json',
    );
    expect(manifestUrlForVersion('https://cdn.test/mf-sov/latest/mf-manifest.json', '1.0.0', '1.1.0')).toBeNull();
    expect(manifestUrlForVersion('not a url', '1.0.0', '1.1.0')).toBeNull();
  });
});
