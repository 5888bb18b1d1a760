import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ViewPlaceholder } from 'shared-ui';
import { NAMESPACE } from '../../locales';

export interface SnapshotsPageProps {
  host: HostApi;
}

/** Snapshots (page `snapshots`): a placeholder until the issue that builds this view lands. */
export function SnapshotsPage({ host }: SnapshotsPageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return <ViewPlaceholder host={host} title={t('page.title')} />;
}
