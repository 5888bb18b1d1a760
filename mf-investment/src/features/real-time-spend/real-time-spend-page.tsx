import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ViewPlaceholder } from 'shared-ui';
import { NAMESPACE } from '../../locales';

export interface RealTimeSpendPageProps {
  host: HostApi;
}

/** Real-Time Spend (page `investment`): a placeholder until the issue that builds this view lands. */
export function RealTimeSpendPage({ host }: RealTimeSpendPageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return <ViewPlaceholder host={host} title={t('page.title')} />;
}
