import { Drawer, Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from 'shared-ui/theme';
import { useNavigation, useNavigationStore } from '../../features/navigation/navigation-context';
import { SearchToolbarSlot } from '../../features/search-toolbar/components/search-toolbar-slot';
import { useTermsPending } from '../../features/welcome/use-terms-pending';
import { DashboardFrameExtras } from './dashboard-frame-extras';
import { KeptViews } from './kept-views';
import { SidebarMenu } from './sidebar-menu';
import { TopBar } from './top-bar';

/** Sidebar width of docs/product.md#shell-frame. */
const SIDEBAR_WIDTH = 240;

interface DashboardLayoutProps {
  adminUrl?: string;
}

/**
 * The frame of every dashboard page: top bar, sidebar (permanent from lg up, a drawer below)
 * and the outlet. A view that fails stays inside the outlet; this frame keeps working. Until the
 * user has accepted the terms no view is drawn, so no market data is asked for under the dialog.
 */
export function DashboardLayout({ adminUrl }: DashboardLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const termsPending = useTermsPending();
  const isDesktop = useMediaQuery(`(min-width: ${token.screenLG}px)`);
  const navigation = useNavigationStore();
  const drawerOpen = useNavigation((state) => state.drawerOpen);
  const setDrawerOpen = (open: boolean) => navigation.setState({ drawerOpen: open });
  const extra = adminUrl ? { adminUrl } : {};
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar {...extra} {...(isDesktop ? {} : { onOpenMenu: () => setDrawerOpen(true) })} />
      <Layout>
        {isDesktop ? (
          <Layout.Sider width={SIDEBAR_WIDTH} theme="light" style={{ background: token.colorBgContainer }}>
            <SidebarMenu />
          </Layout.Sider>
        ) : (
          <Drawer
            open={drawerOpen}
            placement="left"
            size={SIDEBAR_WIDTH}
            onClose={() => setDrawerOpen(false)}
            styles={{ body: { padding: 0 } }}
          >
            <SidebarMenu />
          </Drawer>
        )}
        {/* antd renders Content as the page's <main> landmark. */}
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <SearchToolbarSlot />
          {termsPending ? <Typography.Paragraph>{t('welcome.termsPending')}</Typography.Paragraph> : <KeptViews />}
        </Layout.Content>
      </Layout>
      <DashboardFrameExtras />
    </Layout>
  );
}
