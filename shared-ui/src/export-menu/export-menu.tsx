import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { rangeLengthInDays, ROLES, type HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { exportOptions, type ExportPage } from './export-options';
import { useExportRequest } from './use-export-request';

export interface ExportMenuProps {
  host: HostApi;
  page: ExportPage;
}

/**
 * The page's "Export" dropdown (Excel and PDF of the applied search, spec 2 sections 5 and 7).
 * Disabled, with the reason, for the demo role; an option out of its range rule says why.
 */
export function ExportMenu({ host, page }: ExportMenuProps) {
  const { t } = useSharedUiTranslation(host.i18n);
  const isDemo = useStore(host.session, (state) => state.claims?.roles.includes(ROLES.demo) ?? false);
  const rangeDays = useStore(host.search, (state) => rangeLengthInDays(state.startDate, state.endDate));
  const hasCountry = useStore(host.search, (state) => state.countries.length > 0);
  const request = useExportRequest(host);

  const options = exportOptions(page, rangeDays);
  const items: MenuProps['items'] = options.map((option) => {
    const key = `${option.type}:${option.format}`;
    const label = t(`exportMenu.${option.labelKey}`);
    if (!option.blockedBy) return { key, label };
    return {
      key,
      disabled: true,
      label: (
        <Tooltip title={t(`exportMenu.${option.blockedBy}`)} placement="left">
          <span>{label}</span>
        </Tooltip>
      ),
    };
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const option = options.find((candidate) => `${candidate.type}:${candidate.format}` === key);
    if (option && !option.blockedBy) request.mutate({ type: option.type, format: option.format });
  };

  const disabledReason = isDemo ? t('exportMenu.demoDisabled') : hasCountry ? null : t('exportMenu.noCountry');
  const button = (
    <Button icon={<ExportOutlined />} loading={request.isPending} disabled={disabledReason !== null}>
      {t('exportMenu.button')} <DownOutlined />
    </Button>
  );
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      {button}
    </Dropdown>
  );
}
