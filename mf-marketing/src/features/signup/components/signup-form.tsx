import { useState, type FormEvent } from 'react';
import { MARKETING_RUBROS } from 'shared-contracts';
import { Notice } from '../../../lib/notice';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { canSubmitSignup, signupProblem, type SignupField as FieldName, type SignupValues } from '../lib/signup-rules';
import { SignupField } from './signup-field';
import { useCountryOptions } from './use-country-options';

export interface SignupFormProps {
  submitting: boolean;
  /** Why the last attempt failed, or null. */
  failure: string | null;
  onSubmit(values: SignupValues): void;
}

type Draft = Record<FieldName, string>;

const EMPTY: Draft = { EMAIL: '', FNAME: '', COMPANY: '', RUBRO: '', COUNTRY: '' };
const UNTOUCHED: Record<FieldName, boolean> = {
  EMAIL: false,
  FNAME: false,
  COMPANY: false,
  RUBRO: false,
  COUNTRY: false,
};

/**
 * The sign-up form with the rules of docs/product.md#public-area, drawn natively (issue 56). A
 * field says what it needs once changed or left, so tabbing past an empty field says so while the
 * submit button is still disabled, as antd's form did.
 */
export function SignupForm({ submitting, failure, onSubmit }: SignupFormProps) {
  const { t } = useMarketingTranslation();
  const countryOptions = useCountryOptions();
  const [values, setValues] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const messageOf = (field: FieldName) => {
    const problem = touched[field] ? signupProblem(field, values[field]) : null;
    return problem ? t(`signup.errors.${problem}`) : null;
  };
  const change = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const leave = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));
  const ready = canSubmitSignup(values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !canSubmitSignup(values)) return;
    onSubmit(values as SignupValues);
  };

  const text = (field: 'EMAIL' | 'FNAME' | 'COMPANY', label: string, autoComplete: string, type = 'text') => (
    <SignupField id={`marketing-signup-${field}`} label={label} message={messageOf(field)}>
      {(control) => (
        <input
          {...control}
          className="nl-input"
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          disabled={submitting}
          onChange={(event) => change(field)(event.target.value)}
          onBlur={leave(field)}
        />
      )}
    </SignupField>
  );

  const select = (field: 'RUBRO' | 'COUNTRY', label: string, options: readonly { value: string; label: string }[]) => (
    <SignupField id={`marketing-signup-${field}`} label={label} message={messageOf(field)}>
      {(control) => (
        <select
          {...control}
          className="nl-select"
          name={field}
          value={values[field]}
          disabled={submitting}
          onChange={(event) => change(field)(event.target.value)}
          onBlur={leave(field)}
        >
          <option value="">{t('signup.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </SignupField>
  );

  return (
    <form className="nl-narrow" aria-label={t('signup.formLabel')} noValidate onSubmit={submit}>
      {failure && <Notice type="error" role="alert" title={t('signup.failure.title')} description={failure} />}
      {text('EMAIL', t('signup.fields.email'), 'email', 'email')}
      {text('FNAME', t('signup.fields.name'), 'name')}
      {text('COMPANY', t('signup.fields.company'), 'organization')}
      {select(
        'RUBRO',
        t('signup.fields.rubro'),
        MARKETING_RUBROS.map((rubro) => ({ value: rubro, label: t(`signup.rubros.${rubro}`) })),
      )}
      {select('COUNTRY', t('signup.fields.country'), countryOptions)}
      <button
        type="submit"
        className="nl-button nl-button--primary"
        disabled={submitting || !ready}
        aria-busy={submitting || undefined}
      >
        {submitting && <span className="nl-spinner nl-spinner--small" aria-hidden="true" />}
        {t('signup.submit')}
      </button>
    </form>
  );
}
