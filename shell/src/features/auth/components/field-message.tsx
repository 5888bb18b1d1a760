/** The line under a login field: empty, or what is wrong with the field, announced as it appears. */
export function FieldMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <div className="nl-field-message">
      {message && (
        <span id={id} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
