import { Alert, Button } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';

export interface ActiveOverride {
  remote: string;
  version: string;
  pinnedVersion: string;
}

interface QaOverrideBannerProps {
  overrides: ActiveOverride[];
  onClear(): void;
}

/** Says, on every page, that this browser loads other versions than the pinned ones. */
export function QaOverrideBanner({ overrides, onClear }: QaOverrideBannerProps) {
  const { t } = useTranslation('shell');
  if (overrides.length === 0) return null;
  const list = overrides.map((override) => t('qaOverride.entry', { ...override })).join(', ');
  return (
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
  );
}
