import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { useExportComparison } from '../api/export-comparison';
import type { ComparisonRequest } from '../api/get-comparison';

export interface ExportWorkbookButtonProps {
  host: HostApi;
  /** The comparison on screen; null while there is none to export. */
  request: ComparisonRequest | null;
  isDemo: boolean;
}

/** The page as an Excel workbook, a sheet per block; disabled, with why, for the demo role. */
export function ExportWorkbookButton({ host, request, isDemo }: ExportWorkbookButtonProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const exporting = useExportComparison(host, { failed: t('export.failed'), unsafeLink: t('export.unsafeLink') });
  const button = (
    <Button
      icon={<FileExcelOutlined />}
      disabled={isDemo || !request}
      loading={exporting.isPending}
      onClick={() => request && exporting.mutate(request)}
    >
      {t('export.excel')}
    </Button>
  );
  if (!isDemo) return button;
  return (
    <Tooltip title={t('export.demoDisabled')}>
      <span>{button}</span>
    </Tooltip>
  );
}
