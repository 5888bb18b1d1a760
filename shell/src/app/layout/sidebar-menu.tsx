import {
  AppstoreOutlined,
  BarChartOutlined,
  CameraOutlined,
  ColumnWidthOutlined,
  DollarOutlined,
  ExportOutlined,
  HomeOutlined,
  LogoutOutlined,
  PlaySquareOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-router';
import { canSeePage, type PageId } from 'shared-contracts';
import { countryList } from 'shared-ui';
import { DASHBOARD_PAGES } from '../dashboard-pages';
import { useSession } from '../../features/auth/auth-context';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useDialogStore } from '../../features/dialogs/dialog-context';
import { openDialog } from '../../features/dialogs/dialog-store';
import { useExportPageLink } from '../../features/export-page/hooks/use-export-page-link';
import { exportLinkCountries } from '../../features/export-page/lib/export-request';
import { useNavigation, useNavigationStore } from '../../features/navigation/navigation-context';
import { pageOfPath } from '../../features/navigation/lib/report-link';
import { useSearchActions } from '../../features/search/hooks/use-search-actions';
import { useWarmOtherViews } from './use-warm-other-views';
import { useShellServices } from '../shell-services-context';
import { MY_REPORTS_KEY, SAVE_REPORT_KEY, useReportMenuItems } from './use-report-menu-items';
import { CUSTOMER_CENTER_KEY, HELP_KEY, useSupportMenuItems } from './use-support-menu-items';
import { useSidebarData } from './use-sidebar-data';
import { ViewLink } from './view-link';

const ICONS: Partial<Record<PageId, ReactNode>> = {
  home: <HomeOutlined />,
  investment: <DollarOutlined />,
  shareofvoice: <BarChartOutlined />,
  spotslist: <UnorderedListOutlined />,
  campaigns: <PlaySquareOutlined />,
  snapshots: <CameraOutlined />,
  compare: <ColumnWidthOutlined />,
  account: <UserOutlined />,
};

const NO_ROLES: readonly string[] = [];

/**
 * The sidebar (docs/product.md#shell-frame). A page change draws the view it opens first: the
 * sidebar's highlight and export link follow in a deferred render, so that drawing every entry
 * again (about 200 components) does not hold up the view's first frame (issue 16).
 */
export function SidebarMenu() {
  const roles = useSession((state) => state.claims?.roles ?? NO_ROLES);
  useWarmOtherViews(roles);
  useSidebarData();
  const currentPage = useDeferredValue(pageOfPath(useLocation().pathname));
  const exportLink = useExportPageLink(currentPage);
  return <SidebarEntries currentPage={currentPage} exportLink={exportLink} roles={roles} />;
}

interface SidebarEntriesProps {
  /** The dashboard page shown (its path's segment), or null away from the dashboard. */
  currentPage: string | null;
  /** The export page of the current page and search; null where there is nothing to export. */
  exportLink: string | null;
  roles: readonly string[];
}

/** The sidebar's entries, each page shown only to roles that may open it. */
const SidebarEntries = memo(function SidebarEntries({ currentPage, exportLink, roles }: SidebarEntriesProps) {
  const { t, i18n } = useTranslation();
  const actions = useSearchActions();
  const navigation = useNavigationStore();
  const reportsExpanded = useNavigation((state) => state.reportsExpanded);
  const dialogs = useDialogStore();
  const { external } = useShellServices().env;
  const logout = useLogout();

  // docs/product.md#shell-frame: a page change through the sidebar starts on the first page and closes the drawer.
  const navigated = () => {
    actions.resetForPageNavigation();
    navigation.setState({ drawerOpen: false });
  };
  const pageItem = ({ page, navKey, remote }: (typeof DASHBOARD_PAGES)[number]) => ({
    key: page,
    icon: ICONS[page] ?? <AppstoreOutlined />,
    label: (
      <ViewLink page={page} remote={remote} onOpen={navigated}>
        {t(navKey)}
      </ViewLink>
    ),
  });
  const reportsItem = useReportMenuItems(currentPage, navigated);
  const supportItems = useSupportMenuItems(external);
  const visible = DASHBOARD_PAGES.filter(({ page }) => canSeePage(roles, page));
  // Which countries the file will hold, said before the click (docs/product.md#exports).
  const exportTitle = (link: string) =>
    t('sidebar.exportOf', {
      countries: countryList(exportLinkCountries(link), i18n.language),
      interpolation: { escapeValue: false },
    });
  const items: MenuProps['items'] = [
    ...visible.filter(({ page }) => page !== 'account').map(pageItem),
    reportsItem,
    {
      key: 'export',
      icon: <ExportOutlined />,
      disabled: !exportLink,
      label: exportLink ? (
        <a href={exportLink} target="_blank" rel="noopener noreferrer" title={exportTitle(exportLink)}>
          {t('sidebar.export')}
        </a>
      ) : (
        t('sidebar.export')
      ),
    },
    ...visible.filter(({ page }) => page === 'account').map(pageItem),
    ...supportItems,
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const opensDialog = [SAVE_REPORT_KEY, HELP_KEY, CUSTOMER_CENTER_KEY].includes(key);
    // rc-menu acts on Enter's keydown; the dialog opening then takes the focus, and the browser's
    // keypress of that same Enter would press the dialog's first button (its Close). Only there:
    // Enter on a link entry must keep its default, following the link.
    if (opensDialog && domEvent.type === 'keydown') domEvent.preventDefault();
    const close = () => navigation.setState({ drawerOpen: false });
    if (key === SAVE_REPORT_KEY) openDialog(dialogs, { kind: 'save-report' });
    if (key === HELP_KEY) openDialog(dialogs, { kind: 'help' });
    if (key === CUSTOMER_CENTER_KEY) openDialog(dialogs, { kind: 'user-guide' });
    if (key === 'logout') void logout();
    if (opensDialog) close();
  };
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={currentPage ? [currentPage] : []}
        openKeys={reportsExpanded ? [MY_REPORTS_KEY] : []}
        onOpenChange={(keys) => navigation.setState({ reportsExpanded: keys.includes(MY_REPORTS_KEY) })}
        onClick={onClick}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
});
