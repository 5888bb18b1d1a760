/** A public page waiting for its one call: a large spinner, announced by its label. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="nl-loading" role="status" aria-label={label}>
      <span className="nl-spinner" aria-hidden="true" />
    </div>
  );
}
