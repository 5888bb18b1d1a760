import { Result, Typography } from 'antd';
import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../lib/paths';
import { useMarketingTranslation } from '../lib/use-marketing-translation';

/** Any public path the area does not know (docs/product.md#public-area), with a link back to the reports. */
export function NotFoundPage() {
  const { t } = useMarketingTranslation();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ marginBottom: 0 }}>
          {t('notFound.title')}
        </Typography.Title>
      }
      subTitle={t('notFound.subtitle')}
      extra={<Link to={MARKETING_PATHS.reportList}>{t('notFound.back')}</Link>}
    />
  );
}
