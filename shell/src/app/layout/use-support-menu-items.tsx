import { BookOutlined, MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExternalUrls } from 'shared-contracts';

type MenuItem = NonNullable<MenuProps['items']>[number];

export const HELP_KEY = 'help';
export const CUSTOMER_CENTER_KEY = 'customer-center';

/**
 * Help and Support (the help dialog), the customer center (shown in a dialog) and the mail-to
 * support entry. Entries whose URL is not configured are hidden, not broken (docs/decisions.md#external-services-of-the-spec).
 */
export function useSupportMenuItems(external: ExternalUrls): MenuItem[] {
  const { t } = useTranslation();
  return [
    { key: HELP_KEY, icon: <QuestionCircleOutlined />, label: t('sidebar.help') },
    ...(external.customerCenterUrl
      ? [{ key: CUSTOMER_CENTER_KEY, icon: <BookOutlined />, label: t('sidebar.customerCenter') }]
      : []),
    ...(external.supportEmail
      ? [
          {
            key: 'mail-support',
            icon: <MailOutlined />,
            label: <a href={`mailto:${external.supportEmail}`}>{t('sidebar.mailSupport')}</a>,
          },
        ]
      : []),
  ];
}
