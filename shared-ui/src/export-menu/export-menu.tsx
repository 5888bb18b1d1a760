import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { rangeLengthInDays, ROLES, type ExportCountries, type HostApi } from 'shared-contracts';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { countryList } from '../format/country-name';
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
 * For a search of several countries the files come in two groups, each titled with the countries
 * its files hold: the first country's (the spec's export) and every selected country's.
 */
export function ExportMenu({ host, page }: ExportMenuProps) {
  const { t } = useSharedUiTranslation(host.i18n);
  const roles = useStore(host.session, (state) => state.claims?.roles ?? NO_ROLES);
  const rangeDays = useStore(host.search, (state) => rangeLengthInDays(state.startDate, state.endDate));
  const countries = useStore(host.search, (state) => state.countries);
  const hasCountry = countries.length > 0;
  const fileRequest = useExportRequest(host);
  const ddsRequest = useDdsRequest(host);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const options = exportOptions({ page, rangeDays, roles, countryCount: countries.length });
  const language = host.i18n.language;
  const names = { first: countryList(countries.slice(0, 1), language), all: countryList(countries, language) };
  const items = menuItems(options, names, t);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const option = options.find((candidate) => candidate.key === key);
    if (!option || option.blockedBy) return;
    // The menu closes under the focus of a keyboard user: it goes back to the button, not the page.
    buttonRef.current?.focus();
    if (option.action.kind === 'dds') ddsRequest.mutate();
    else fileRequest.mutate({ type: option.action.type, format: option.action.format, holding: option.action.holding });
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
type MenuItem = NonNullable<MenuProps['items']>[number];

function holdingOf(option: ExportOption): ExportCountries | null {
  return option.action.kind === 'file' ? option.action.holding : null;
}

/**
 * The entries as they are listed: flat for one country; else a group per holding, its title
 * naming the countries, and each entry's name saying them too (a screen reader reads no title).
 */
function menuItems(options: ExportOption[], countries: Record<ExportCountries, string>, t: Translate): MenuItem[] {
  if (!options.some((option) => holdingOf(option) === 'all')) return options.map((option) => menuItem(option, t));
  const group = (holding: ExportCountries): MenuItem => ({
    type: 'group',
    key: holding,
    label: t(holding === 'all' ? 'exportMenu.everyCountry' : 'exportMenu.firstCountry', {
      countries: countries[holding],
      interpolation: { escapeValue: false },
    }),
    children: options
      .filter((option) => holdingOf(option) === holding)
      .map((option) => menuItem(option, t, countries[holding])),
  });
  return [
    group('first'),
    group('all'),
    ...options.filter((option) => holdingOf(option) === null).map((option) => menuItem(option, t)),
  ];
}

function menuItem(option: ExportOption, t: Translate, countries?: string): MenuItem {
  const entry = t(`exportMenu.${option.labelKey}`);
  const name = countries ? t('exportMenu.entryOf', { entry, countries, interpolation: { escapeValue: false } }) : entry;
  // rc-menu passes aria attributes on to the item; antd's type does not list them, hence no
  // literal returns.
  if (!option.blockedBy) {
    const item =
      name === entry ? { key: option.key, label: entry } : { key: option.key, label: entry, 'aria-label': name };
    return item;
  }
  const reasonId = `export-reason-${option.key.replace(/\W/g, '-')}`;
  // The name stays the entry's; the reason is its accessible description.
  const item = {
    key: option.key,
    disabled: true,
    'aria-label': name,
    'aria-describedby': reasonId,
    label: (
      <Flex vertical>
        <span>{entry}</span>
        <Typography.Text type="secondary" id={reasonId} style={{ fontSize: 12, whiteSpace: 'normal', maxWidth: 280 }}>
          {t(`exportMenu.${option.blockedBy}`)}
        </Typography.Text>
      </Flex>
    ),
  };
  return item;
}
