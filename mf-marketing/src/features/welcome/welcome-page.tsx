import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { ComingSoonNotice } from 'shared-ui';
import { NAMESPACE } from '../../locales';

export interface WelcomePageProps {
  host: HostApi;
}

/** The public area's two pages, by path; plain text until the issue that builds them. */
const PUBLIC_PATHS = [
  { key: 'welcome.signUp', path: '/marketing/signup' },
  { key: 'welcome.reportList', path: '/marketing/report-list' },
] as const;

/**
 * The public marketing welcome: it needs no session and reads no search, so visitors who are
 * not logged in see it too. A placeholder until sign-up and the report list land.
 */
export function WelcomePage({ host }: WelcomePageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return (
    <section>
      <Typography.Title level={1}>{t('welcome.title')}</Typography.Title>
      <Typography.Paragraph>{t('welcome.intro')}</Typography.Paragraph>
      <ul aria-label={t('welcome.linksLabel')}>
        {PUBLIC_PATHS.map(({ key, path }) => (
          <li key={path}>
            {t(key)}: <Typography.Text code>{path}</Typography.Text>
          </li>
        ))}
      </ul>
      <ComingSoonNotice i18n={host.i18n} />
    </section>
  );
}
