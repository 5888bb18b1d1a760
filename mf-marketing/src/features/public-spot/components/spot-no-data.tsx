import { Link } from 'shared-router';
import { EmptyState } from '../../../lib/empty-state';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** An unknown id or a failed load: a no-data message, never a blank page (docs/product.md#public-area). */
export function SpotNoData() {
  const { t } = useMarketingTranslation();
  return (
    <EmptyState description={<span role="alert">{t('spot.noData')}</span>}>
      <Link to={MARKETING_PATHS.reportList}>{t('notFound.back')}</Link>
    </EmptyState>
  );
}
