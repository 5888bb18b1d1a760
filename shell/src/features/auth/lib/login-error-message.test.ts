import { HttpError } from 'shared-contracts';
import { createShellI18n } from '../../../lib/i18n';
import type { Language } from '../../../locales';
import { loginErrorMessage } from './login-error-message';
import { LoginThrottledError } from './login-throttled-error';

const tIn = (language: Language) => createShellI18n(language).t;
const throttled = (seconds: number | null) =>
  new LoginThrottledError('Too many failed logins. Wait 12 minutes and try again.', seconds);

describe('loginErrorMessage', () => {
  it.each([
    ['en', 'Too many failed logins. Wait 12 minutes and try again.'],
    ['es', 'Demasiados intentos fallidos. Espera 12 minutos y vuelve a intentarlo.'],
    ['pt', 'Muitas tentativas sem sucesso. Aguarde 12 minutos e tente novamente.'],
  ] as const)('says the wait of Retry-After in minutes, rounded up, in %s', (language, text) => {
    expect(loginErrorMessage(throttled(701), tIn(language))).toBe(text);
  });

  it.each([
    ['en', 'Too many failed logins. Wait 1 minute and try again.'],
    ['es', 'Demasiados intentos fallidos. Espera 1 minuto y vuelve a intentarlo.'],
    ['pt', 'Muitas tentativas sem sucesso. Aguarde 1 minuto e tente novamente.'],
  ] as const)('says one minute, in the singular, for a wait under a minute in %s', (language, text) => {
    expect(loginErrorMessage(throttled(42), tIn(language))).toBe(text);
  });

  it('without Retry-After, asks to wait a few minutes', () => {
    expect(loginErrorMessage(throttled(null), tIn('es'))).toBe(
      'Demasiados intentos fallidos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(loginErrorMessage(new HttpError(429, 'Too many'), tIn('en'))).toBe(
      'Too many failed logins. Wait a few minutes and try again.',
    );
  });

  it("shows the server's other messages as sent, and wrong credentials in the user's language", () => {
    expect(loginErrorMessage(new HttpError(403, 'Your account has expired'), tIn('pt'))).toBe(
      'Your account has expired',
    );
    expect(loginErrorMessage(new HttpError(401, 'Something is wrong with your email and password!'), tIn('es'))).toBe(
      '¡Algo está mal con tu correo y contraseña!',
    );
  });
});
