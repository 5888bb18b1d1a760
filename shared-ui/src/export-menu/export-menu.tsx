import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { rangeLengthInDays, ROLES, type HostApi } from 'shared-contracts';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { exportOptions, type ExportOption, type ExportPage } from './export-options';
import { useDdsRequest } from './use-dds-request';
import { useExportRequest } from './use-export-request';

export interface ExportMenuProps {
  host: HostApi;
  page: ExportPage;
}

const NO_ROLES: readonly string[] = [];

/**
 * The page's "Export" dropdown (docs/product.md#exports): Excel and PDF of the applied search,
 * and 'Dds Without Capture (CSV)' for super admins. Disabled, with the reason, for the demo role;
 * an entry that cannot run stays listed, disabled, with why written under it (its description).
 */
export function ExportMenu({ host, page }: ExportMenuProps) {
  const { t } = useSharedUiTranslation(host.i18n);
  const roles = useStore(host.session, (state) => state.claims?.roles ?? NO_ROLES);
  const rangeDays = useStore(host.search, (state) => rangeLengthInDays(state.startDate, state.endDate));
  const hasCountry = useStore(host.search, (state) => state.countries.length > 0);
  const fileRequest = useExportRequest(host);
  const ddsRequest = useDdsRequest(host);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const options = exportOptions({ page, rangeDays, roles });
  const items: MenuProps['items'] = options.map((option) => menuItem(option, t));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const option = options.find((candidate) => candidate.key === key);
    if (!option || option.blockedBy) return;
    // The menu closes under the focus of a keyboard user: it goes back to the button, not the page.
    buttonRef.current?.focus();
    if (option.action.kind === 'dds') ddsRequest.mutate();
    else fileRequest.mutate({ type: option.action.type, format: option.action.format });
  };

  const isDemo = roles.includes(ROLES.demo);
  const disabledReason = isDemo ? t('exportMenu.demoDisabled') : hasCountry ? null : t('exportMenu.noCountry');
  const button = (
    <Button
      ref={buttonRef}
      icon={<ExportOutlined />}
      loading={fileRequest.isPending || ddsRequest.isPending}
      disabled={disabledReason !== null}
    >
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

type Translate = ReturnType<typeof useSharedUiTranslation>['t'];

function menuItem(option: ExportOption, t: Translate): NonNullable<MenuProps['items']>[number] {
  const label = t(`exportMenu.${option.labelKey}`);
  if (!option.blockedBy) return { key: option.key, label };
  const reasonId = `export-reason-${option.key.replace(/\W/g, '-')}`;
  // The name stays the entry's label; the reason is its accessible description. (rc-menu passes
  // aria attributes on to the item; antd's type does not list them, hence no literal return.)
  const item = {
    key: option.key,
    disabled: true,
    'aria-label': label,
    'aria-describedby': reasonId,
    label: (
      <Flex vertical>
        <span>{label}</span>
        <Typography.Text type="secondary" id={reasonId} style={{ fontSize: 12, whiteSpace: 'normal', maxWidth: 280 }}>
          {t(`exportMenu.${option.blockedBy}`)}
        </Typography.Text>
      </Flex>
    ),
  };
  return item;
}
