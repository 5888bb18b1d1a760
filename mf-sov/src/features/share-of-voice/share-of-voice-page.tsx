import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ViewPlaceholder } from 'shared-ui';
import { NAMESPACE } from '../../locales';

export interface ShareOfVoicePageProps {
  host: HostApi;
}

/** Share of Voice (page `shareofvoice`): a placeholder until the issue that builds this view lands. */
export function ShareOfVoicePage({ host }: ShareOfVoicePageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return <ViewPlaceholder host={host} title={t('page.title')} />;
}
