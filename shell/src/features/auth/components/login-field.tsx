import type { ReactNode } from 'react';

/** What a field's control carries: the id its label points at, and its message's announcement. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface LoginFieldProps {
  /** The control's id; its label points at it. */
  id: string;
  label: string;
  /** What is wrong with the field, or null. */
  message: string | null;
  children(control: FieldControlProps): ReactNode;
}

/** A login field: its label, its control, and the line under it that says what is wrong. */
export function LoginField({ id, label, message, children }: LoginFieldProps) {
  const messageId = `${id}-message`;
  return (
    <>
      <label className="nl-label" htmlFor={id}>
        {label}
      </label>
      {children(message ? { id, 'aria-invalid': true, 'aria-describedby': messageId } : { id })}
      <div className="nl-field-message">
        {message && (
          <span id={messageId} role="alert">
            {message}
          </span>
        )}
      </div>
    </>
  );
}
