import { createShellI18n, detectLanguage } from './i18n';

describe('language', () => {
  it.each([
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['en-US'], 'en'],
    [null, ['fr-FR', 'de'], 'es'],
    ['en', ['pt-BR'], 'en'],
    ['xx', ['pt-BR'], 'pt'],
  ])('stored %s with browser %j gives %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });

  it('translates the spec messages as written in every language', () => {
    const i18n = createShellI18n('en');
    expect(i18n.t('login.errors.passwordRequired')).toBe('Enter your password.');
    void i18n.changeLanguage('pt');
    expect(i18n.t('login.errors.passwordRequired')).toBe('Digite sua senha.');
  });
});
