import { canSubmitSignup, isValidEmail, toSignupRequest } from './signup-rules';

const complete = { EMAIL: 'ana@agency.test', FNAME: 'Ana', COMPANY: 'Agency', RUBRO: 'agency', COUNTRY: 'AR' };

describe('sign-up rules', () => {
  it('accepts a usual address and refuses malformed ones', () => {
    expect(isValidEmail('ana@agency.test')).toBe(true);
    expect(isValidEmail('  ana.maria+news@sub.agency.com.ar ')).toBe(true);
    for (const address of ['', 'ana', 'ana@', '@agency.test', 'ana@agency', 'ana @agency.test', 'ana@@agency.test']) {
      expect(isValidEmail(address)).toBe(false);
    }
    expect(isValidEmail(undefined)).toBe(false);
  });

  it('allows submitting only when every field is filled and the e-mail is valid', () => {
    expect(canSubmitSignup(complete)).toBe(true);
    expect(canSubmitSignup(undefined)).toBe(false);
    for (const field of Object.keys(complete)) {
      expect(canSubmitSignup({ ...complete, [field]: undefined })).toBe(false);
      expect(canSubmitSignup({ ...complete, [field]: '   ' })).toBe(false);
    }
    expect(canSubmitSignup({ ...complete, EMAIL: 'ana@' })).toBe(false);
    expect(canSubmitSignup({ ...complete, RUBRO: 'publisher' })).toBe(false);
    expect(canSubmitSignup({ ...complete, COUNTRY: 'FR' })).toBe(false);
  });

  it('sends the values trimmed', () => {
    expect(
      toSignupRequest({
        EMAIL: ' ana@agency.test ',
        FNAME: ' Ana ',
        COMPANY: ' Agency ',
        RUBRO: 'media',
        COUNTRY: 'MX',
      }),
    ).toEqual({ EMAIL: 'ana@agency.test', FNAME: 'Ana', COMPANY: 'Agency', RUBRO: 'media', COUNTRY: 'MX' });
  });
});
