import { createShellI18n } from './i18n';

describe('the shell i18n', () => {
  it('translates the spec messages as written in every language', () => {
    const i18n = createShellI18n('en');
    expect(i18n.t('login.errors.passwordRequired')).toBe('Enter your password.');
    void i18n.changeLanguage('pt');
    expect(i18n.t('login.errors.passwordRequired')).toBe('Digite sua senha.');
  });
});
