import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './login-field';

interface PasswordInputProps {
  ref?: Ref<HTMLInputElement>;
  /** Its id and its message's announcement, from LoginField. */
  control: FieldControlProps;
  value: string;
  onChange(value: string): void;
}

/**
 * The password field with antd Input.Password's eye: a pointer can show what was typed. Like
 * antd's, the eye is not a Tab stop, so Tab goes from the password straight to Log in.
 */
export function PasswordInput({ ref, control, value, onChange }: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="nl-affix">
      <input
        {...control}
        ref={ref}
        className="nl-input"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="nl-affix-button"
        tabIndex={-1}
        aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((state) => !state)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor">
          <path strokeWidth="2" d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
          <circle strokeWidth="2" cx="12" cy="12" r="3" />
          {!shown && <path strokeWidth="2" d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
