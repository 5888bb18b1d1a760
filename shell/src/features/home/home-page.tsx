import { Alert, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNews } from './api/get-news';
import { NewsCardView } from './components/news-card-view';

interface HomePageProps {
  /** The user's first name, for the greeting. */
  name: string;
}

/** /dashboard/home: the news cards (docs/product.md#home). */
export function HomePage({ name }: HomePageProps) {
  const { t } = useTranslation();
  const news = useNews();
  return (
    <section>
      <Typography.Title level={1}>{t('home.title')}</Typography.Title>
      <Typography.Paragraph>{t('home.welcome', { name })}</Typography.Paragraph>
      {news.isPending && <Skeleton active />}
      {news.isError && <Alert type="error" showIcon title={news.error.message} />}
      {news.data?.length === 0 && <Typography.Paragraph type="secondary">{t('news.empty')}</Typography.Paragraph>}
      <Row gutter={[16, 16]}>
        {news.data?.map((card) => (
          <Col key={card.id} xs={24} md={12} xl={8}>
            <NewsCardView card={card} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
