import type { ReactNode } from 'react';

/** What a field's control carries: the id its label points at, and its message's announcement. */
interface FieldControlProps {
  id: string;
  required: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface SignupFieldProps {
  id: string;
  label: string;
  /** What is wrong with the field, or null. */
  message: string | null;
  children(control: FieldControlProps): ReactNode;
}

/** A sign-up field: its label (marked required, as antd marks it), its control, and the line that says what is wrong. */
export function SignupField({ id, label, message, children }: SignupFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="nl-form-item">
      <label className="nl-label" htmlFor={id}>
        <span className="nl-required" aria-hidden="true" />
        {label}
      </label>
      {children(
        message ? { id, required: true, 'aria-invalid': true, 'aria-describedby': messageId } : { id, required: true },
      )}
      <div className="nl-field-message">
        {message && (
          <span id={messageId} role="alert">
            {message}
          </span>
        )}
      </div>
    </div>
  );
}
