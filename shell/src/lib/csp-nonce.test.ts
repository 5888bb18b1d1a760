import { giveNewStylesTheNonce, readCspNonce } from './csp-nonce';

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

describe('giveNewStylesTheNonce', () => {
  it('puts the nonce on every <style> created afterwards, and on nothing else', () => {
    const page = document.implementation.createHTMLDocument('page');
    giveNewStylesTheNonce('r4nd0mN0nce_from-server', page);
    expect(page.createElement('style').nonce).toBe('r4nd0mN0nce_from-server');
    expect(page.createElement('div').nonce).toBe('');
    expect(page.createElement('script').nonce).toBe('');
  });
});
