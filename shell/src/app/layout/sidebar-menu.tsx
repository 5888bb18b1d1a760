import {
  AppstoreOutlined,
  BarChartOutlined,
  CameraOutlined,
  DollarOutlined,
  HomeOutlined,
  LogoutOutlined,
  PlaySquareOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { canSeePage, ROUTES, type PageId } from 'shared-contracts';
import { DASHBOARD_PAGES } from '../../config/dashboard-pages';
import { useSession } from '../../features/auth/auth-context';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSearchStore } from '../../features/search/search-context';
import { resetSearchPage } from '../../features/search/search-store';

const ICONS: Partial<Record<PageId, ReactNode>> = {
  home: <HomeOutlined />,
  investment: <DollarOutlined />,
  shareofvoice: <BarChartOutlined />,
  spotslist: <UnorderedListOutlined />,
  campaigns: <PlaySquareOutlined />,
  snapshots: <CameraOutlined />,
  account: <UserOutlined />,
};

const NO_ROLES: readonly string[] = [];

/** The page id of a dashboard path: /dashboard/investment/42 -> investment. */
function currentPage(pathname: string): string {
  return pathname.split('/')[2] ?? '';
}

interface SidebarMenuProps {
  /** Called after a navigation (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The sidebar's entries, each shown only to roles that may open its page. */
export function SidebarMenu({ onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const roles = useSession((state) => state.claims?.roles ?? NO_ROLES);
  const search = useSearchStore();
  const logout = useLogout();
  const { pathname } = useLocation();

  const navigated = () => {
    resetSearchPage(search);
    onNavigate?.();
  };
  const items: MenuProps['items'] = [
    ...DASHBOARD_PAGES.filter(({ page }) => canSeePage(roles, page)).map(({ page, navKey }) => ({
      key: page,
      icon: ICONS[page] ?? <AppstoreOutlined />,
      label: (
        <Link to={ROUTES.page(page)} onClick={navigated}>
          {t(navKey)}
        </Link>
      ),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout'), danger: true, onClick: () => void logout() },
  ];
  return (
    <nav aria-label={t('nav.label')}>
      <Menu mode="inline" items={items} selectedKeys={[currentPage(pathname)]} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}
