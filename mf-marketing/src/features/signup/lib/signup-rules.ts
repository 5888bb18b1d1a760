import {
  isCountryCode,
  MARKETING_RUBROS,
  type CountryCode,
  type MarketingRubro,
  type MarketingSignupRequest,
} from 'shared-contracts';

/** The sign-up form's values, named as the mailing-list service names them (docs/product.md#public-area). */
export interface SignupValues {
  EMAIL: string;
  FNAME: string;
  COMPANY: string;
  RUBRO: MarketingRubro;
  COUNTRY: CountryCode;
}

// The API checks the address with ajv's "email" format; the same pattern here means a form the
// browser accepts is never refused for its address.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isValidEmail(value: string | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

function isFilled(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function isRubro(value: string | undefined): value is MarketingRubro {
  return (MARKETING_RUBROS as readonly (string | undefined)[]).includes(value);
}

/** docs/product.md#public-area: every field is required and the e-mail valid; otherwise submit stays disabled. */
export function canSubmitSignup(values: Partial<Record<keyof SignupValues, string>> | undefined): boolean {
  if (!values) return false;
  return (
    isValidEmail(values.EMAIL) &&
    isFilled(values.FNAME) &&
    isFilled(values.COMPANY) &&
    isRubro(values.RUBRO) &&
    typeof values.COUNTRY === 'string' &&
    isCountryCode(values.COUNTRY)
  );
}

/** The request body, trimmed. */
export function toSignupRequest(values: SignupValues): MarketingSignupRequest {
  return {
    EMAIL: values.EMAIL.trim(),
    FNAME: values.FNAME.trim(),
    COMPANY: values.COMPANY.trim(),
    RUBRO: values.RUBRO,
    COUNTRY: values.COUNTRY,
  };
}

/** A field of the form, named as the service names it. */
export type SignupField = keyof SignupValues;

/** What a field lacks, as a key of `signup.errors`. */
type SignupProblem =
  'emailRequired' | 'emailInvalid' | 'nameRequired' | 'companyRequired' | 'rubroRequired' | 'countryRequired';

/** What is wrong with one field's value, or null: the message the form shows under it once touched. */
export function signupProblem(field: SignupField, value: string | undefined): SignupProblem | null {
  switch (field) {
    case 'EMAIL':
      if (!isFilled(value)) return 'emailRequired';
      return isValidEmail(value) ? null : 'emailInvalid';
    case 'FNAME':
      return isFilled(value) ? null : 'nameRequired';
    case 'COMPANY':
      return isFilled(value) ? null : 'companyRequired';
    case 'RUBRO':
      return isRubro(value) ? null : 'rubroRequired';
    case 'COUNTRY':
      return typeof value === 'string' && isCountryCode(value) ? null : 'countryRequired';
  }
}
