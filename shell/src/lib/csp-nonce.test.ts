import { readCspNonce } from './csp-nonce';

describe('readCspNonce', () => {
  afterEach(() => document.head.querySelector('meta[name="csp-nonce"]')?.remove());

  it('reads the nonce the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'r4nd0mN0nce_from-server';
    document.head.append(meta);
    expect(readCspNonce()).toBe('r4nd0mN0nce_from-server');
  });

  it('is undefined where no server wrote one (dev server, tests)', () => {
    expect(readCspNonce()).toBeUndefined();
  });
});
