import { Drawer, Grid, Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SidebarMenu } from './sidebar-menu';
import { TopBar } from './top-bar';

/** Sidebar width of spec 1 section 9. */
export const SIDEBAR_WIDTH = 240;

interface DashboardLayoutProps {
  adminUrl?: string;
}

/**
 * The frame of every dashboard page: top bar, sidebar (permanent from lg up, a drawer below)
 * and the outlet. A view that fails stays inside the outlet; this frame keeps working.
 */
export function DashboardLayout({ adminUrl }: DashboardLayoutProps) {
  const screens = Grid.useBreakpoint();
  const isDesktop = Boolean(screens.lg);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { token } = theme.useToken();
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
            <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        {/* antd renders Content as the page's <main> landmark. */}
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
