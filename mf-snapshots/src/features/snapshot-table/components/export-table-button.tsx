import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasRole, ROLES, type HostApi } from 'shared-contracts';
import { useRoles } from '../../../lib/use-roles';
import { NAMESPACE } from '../../../locales';
import { useDownloadSnapshotTable, type SnapshotTableDownload } from '../api/download-snapshot-table';

export interface ExportTableButtonProps {
  host: HostApi;
  request: SnapshotTableDownload;
}

/** Downloads the whole table as CSV; busy while the rows arrive, disabled for the demo role. */
export function ExportTableButton({ host, request }: ExportTableButtonProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const download = useDownloadSnapshotTable(host);
  const isDemo = hasRole(useRoles(host), ROLES.demo);
  const button = (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      disabled={isDemo}
      loading={download.isPending}
      onClick={() => download.mutate(request)}
    >
      {download.isPending ? t('table.exporting') : t('table.exportCsv')}
    </Button>
  );
  return isDemo ? <Tooltip title={t('table.demoDisabled')}>{button}</Tooltip> : button;
}
