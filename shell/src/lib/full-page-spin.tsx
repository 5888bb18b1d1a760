/**
 * A centred spinner for the moments the whole page waits (the session being restored, the
 * dashboard's code downloading). Drawn without antd (lib/native-look), as it shows before antd loads.
 */
export function FullPageSpin({ label }: { label: string }) {
  return (
    <div className="nl-spin" role="status" aria-label={label}>
      <span className="nl-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
