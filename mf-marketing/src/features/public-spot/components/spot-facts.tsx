import { Descriptions } from 'antd';
import type { PublicSpot } from 'shared-contracts';
import { formatViewability } from 'shared-ui';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** The facts the public page shows (docs/product.md#public-area); pViewability N/A if empty. */
export function SpotFacts({ spot }: { spot: PublicSpot }) {
  const { t } = useMarketingTranslation();
  const text = (value: string) => value || t('spot.notAvailable');
  return (
    <Descriptions
      title={t('spot.detailsLabel')}
      bordered
      size="small"
      column={1}
      items={[
        { key: 'date', label: t('spot.fields.date'), children: text(spot.date) },
        { key: 'platform', label: t('spot.fields.platform'), children: text(spot.platform) },
        { key: 'category', label: t('spot.fields.category'), children: text(spot.category) },
        { key: 'format', label: t('spot.fields.format'), children: text(spot.format) },
        { key: 'industry', label: t('spot.fields.industry'), children: text(spot.industry) },
        {
          key: 'pViewability',
          label: t('spot.fields.pViewability'),
          children: formatViewability(spot.pViewability, t('spot.notAvailable')),
        },
      ]}
    />
  );
}
