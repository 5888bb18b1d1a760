import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface HomePageProps {
  /** The user's first name, for the greeting. */
  name: string;
}

/** /dashboard/home: the shell's own page (the news cards arrive with a later issue). */
export function HomePage({ name }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography.Title level={1}>{t('home.title')}</Typography.Title>
      <Typography.Paragraph>{t('home.welcome', { name })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
    </section>
  );
}
