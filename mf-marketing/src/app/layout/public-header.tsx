import { DashboardOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme as antdTheme, Typography } from 'antd';
import { Link } from 'shared-router';
import { useHost } from '../host-context';
import { DASHBOARD_PATH, MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { ThemeToggle } from './theme-toggle';

/** Product name, the public pages, the theme toggle (when the host shares it) and the Dashboard button. */
export function PublicHeader() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const { token } = antdTheme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 24,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={24}>
          <Link to={MARKETING_PATHS.reportList}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('app.name')}
            </Typography.Text>
          </Link>
          <nav aria-label={t('layout.navLabel')}>
            <Flex gap={16}>
              <Link to={MARKETING_PATHS.reportList}>{t('layout.reports')}</Link>
              <Link to={MARKETING_PATHS.signup}>{t('layout.signUp')}</Link>
            </Flex>
          </nav>
        </Flex>
        <Flex align="center" gap={8}>
          {host.theme && <ThemeToggle theme={host.theme} />}
          <Button type="primary" icon={<DashboardOutlined aria-hidden />} onClick={() => host.navigate(DASHBOARD_PATH)}>
            {t('layout.dashboard')}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
