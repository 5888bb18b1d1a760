import {
  DownOutlined,
  LogoutOutlined,
  MonitorOutlined,
  SettingOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-router';
import { hasRole, ROLES, ROUTES } from 'shared-contracts';
import { useSession } from '../../features/auth/auth-context';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { canSeeDiagnostics } from '../../features/diagnostics/lib/can-see-diagnostics';

interface AccountMenuProps {
  /** The external admin site; the entry shows only for super admins when it is configured. */
  adminUrl?: string;
}

/** The top bar's account menu: the user's name and surname, account settings and logout. */
export function AccountMenu({ adminUrl }: AccountMenuProps) {
  const { t } = useTranslation();
  const claims = useSession((state) => state.claims);
  const navigate = useNavigate();
  const logout = useLogout();
  if (!claims) return null;
  const fullName = [claims.name, claims.surname].filter(Boolean).join(' ') || claims.username;
  const items: MenuProps['items'] = [
    { key: 'account', icon: <SettingOutlined />, label: t('topBar.accountSettings') },
    ...(adminUrl && hasRole(claims.roles, ROLES.superAdmin)
      ? [{ key: 'admin', icon: <ToolOutlined />, label: t('topBar.adminDashboard') }]
      : []),
    ...(canSeeDiagnostics(claims.roles)
      ? [{ key: 'diagnostics', icon: <MonitorOutlined />, label: t('diagnostics.title') }]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('topBar.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate(ROUTES.page('account'));
    if (key === 'admin' && adminUrl) window.open(adminUrl, '_blank', 'noopener,noreferrer');
    if (key === 'diagnostics') navigate(`${ROUTES.dashboard}/diagnostics`);
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />}>
        {fullName} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
