import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../lib/paths';
import { Outcome } from '../lib/outcome';
import { useMarketingTranslation } from '../lib/use-marketing-translation';

/** Any public path the area does not know (docs/product.md#public-area), with a link back to the reports. */
export function NotFoundPage() {
  const { t } = useMarketingTranslation();
  return (
    <Outcome
      status="404"
      headingLevel={1}
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      extra={<Link to={MARKETING_PATHS.reportList}>{t('notFound.back')}</Link>}
    />
  );
}
