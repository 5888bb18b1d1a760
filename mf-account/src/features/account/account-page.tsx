import { Flex, Tabs, Typography } from 'antd';
import type { HostApi } from 'shared-contracts';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { AlertsCard } from '../alerts/components/alerts-card';
import { MessagesList } from '../messages/components/messages-list';
import { ProfileCard } from '../profile/components/profile-card';
import { ReportsCard } from '../reports/components/reports-card';
import { SecurityCard } from '../security/components/security-card';

export interface AccountPageProps {
  host: HostApi;
}

/** Account (docs/product.md#account-page): Profile, Security and Messages tabs, then My Reports and the alerts. */
export function AccountPage({ host }: AccountPageProps) {
  const { t } = useAccountTranslation(host);
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('page.title')}
      </Typography.Title>
      <Tabs
        aria-label={t('page.tabs')}
        items={[
          { key: 'profile', label: t('tabs.profile'), children: <ProfileCard host={host} /> },
          { key: 'security', label: t('tabs.security'), children: <SecurityCard host={host} /> },
          { key: 'messages', label: t('tabs.messages'), children: <MessagesList host={host} /> },
        ]}
      />
      <ReportsCard host={host} />
      <AlertsCard host={host} />
    </Flex>
  );
}
