import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasRole, ROLES } from 'shared-contracts';
import { useDownloadSnapshot } from '../api/download-snapshot';
import { useRoles } from '../hooks/use-search-context';
import { ToolbarButton } from './toolbar-button';

/** Downloads the snapshot as PDF; disabled for the demo role (docs/product.md#exports). */
export function DownloadSnapshotButton() {
  const { t } = useTranslation();
  const download = useDownloadSnapshot();
  const isDemo = hasRole(useRoles(), ROLES.demo);
  return (
    <ToolbarButton
      icon={<DownloadOutlined />}
      disabled={isDemo}
      loading={download.isPending}
      onClick={() => download.mutate()}
      label={t('search.actions.downloadSnapshot')}
    />
  );
}
