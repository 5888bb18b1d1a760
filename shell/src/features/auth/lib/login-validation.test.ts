import { canSubmitLogin, emailProblem, passwordProblem } from './login-validation';

describe('login validation', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['not-an-email', 'emailInvalid'],
    ['analyst@demo', 'emailInvalid'],
    ['ana lyst@demo.test', 'emailInvalid'],
    [' analyst@demo.test ', null],
    ['first.last@agency.com.ar', null],
  ])('the e-mail %j: %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it.each([
    ['', 'passwordRequired'],
    ['abc', 'passwordShort'],
    ['abcd', null],
  ])('the password %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['', 'demo1234', false],
    ['  ', 'demo1234', false],
    ['analyst@demo.test', 'abc', false],
    ['analyst', 'abcd', true],
    ['analyst@demo.test', 'demo1234', true],
  ])('Log in with %j and %j enabled: %s', (email, password, enabled) => {
    expect(canSubmitLogin(email, password)).toBe(enabled);
  });
});
