import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { AccountMenu } from './account-menu';

interface TopBarProps {
  /** Shown below the large breakpoint, where the sidebar is a drawer. */
  onOpenMenu?: () => void;
  adminUrl?: string;
}

export function TopBar({ onOpenMenu, adminUrl }: TopBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
    >
      {onOpenMenu && (
        <Button type="text" aria-label={t('topBar.openMenu')} icon={<MenuOutlined />} onClick={onOpenMenu} />
      )}
      <Link to={ROUTES.page('home')} style={{ flex: 'none' }}>
        <Typography.Text strong style={{ fontSize: 20 }}>
          {t('app.name')}
        </Typography.Text>
      </Link>
      <Flex flex={1} justify="flex-end" align="center" gap={8}>
        <ThemeToggle />
        <AccountMenu {...(adminUrl ? { adminUrl } : {})} />
      </Flex>
    </Layout.Header>
  );
}
