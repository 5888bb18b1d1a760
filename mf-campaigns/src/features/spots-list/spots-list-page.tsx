import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ViewPlaceholder } from 'shared-ui';
import { NAMESPACE } from '../../locales';

export interface SpotsListPageProps {
  host: HostApi;
}

/** Spots List (page `spotslist`): a placeholder until the issue that builds this view lands. */
export function SpotsListPage({ host }: SpotsListPageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return <ViewPlaceholder host={host} title={t('spotsList.title')} />;
}
