import { Alert, Button } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';

export interface ActiveOverride {
  remote: string;
  /** The version loaded, or the loopback manifest URL of a build on this machine (`local`). */
  version: string;
  pinnedVersion: string;
  local: boolean;
}

/** A loopback override production did not apply. */
export interface RefusedOverlay {
  remote: string;
  manifestUrl: string;
}

interface QaOverrideBannerProps {
  overrides: ActiveOverride[];
  refusedOverlays?: RefusedOverlay[];
  onClear(): void;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Says, on every page, that this browser loads other versions than the pinned ones (or builds
 * on this machine); in production, that a build on this machine was asked for and refused.
 */
export function QaOverrideBanner({ overrides, refusedOverlays = [], onClear }: QaOverrideBannerProps) {
  const { t } = useTranslation('shell');
  if (overrides.length === 0 && refusedOverlays.length === 0) return null;
  const list = overrides
    .map((override) =>
      override.local
        ? t('qaOverride.localEntry', { remote: override.remote, origin: originOf(override.version) })
        : t('qaOverride.entry', { ...override }),
    )
    .join(', ');
  const refusedList = refusedOverlays
    .map((overlay) => t('qaOverride.localEntry', { remote: overlay.remote, origin: originOf(overlay.manifestUrl) }))
    .join(', ');
  return (
    <div>
      {overrides.length > 0 && (
        <Alert
          banner
          type="warning"
          title={t('qaOverride.title', { list })}
          description={t('qaOverride.description')}
          action={
            <Button size="small" onClick={onClear}>
              {t('qaOverride.clear')}
            </Button>
          }
        />
      )}
      {refusedOverlays.length > 0 && (
        <Alert
          banner
          type="error"
          title={t('qaOverride.refusedTitle', { list: refusedList })}
          description={t('qaOverride.refusedDescription')}
        />
      )}
    </div>
  );
}
