import type { PublicSpot } from 'shared-contracts';
import { formatViewability } from 'shared-ui/format';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** The facts the public page shows (docs/product.md#public-area); pViewability N/A if empty. */
export function SpotFacts({ spot }: { spot: PublicSpot }) {
  const { t } = useMarketingTranslation();
  const text = (value: string) => value || t('spot.notAvailable');
  const facts = [
    { key: 'date', label: t('spot.fields.date'), value: text(spot.date) },
    { key: 'platform', label: t('spot.fields.platform'), value: text(spot.platform) },
    { key: 'category', label: t('spot.fields.category'), value: text(spot.category) },
    { key: 'format', label: t('spot.fields.format'), value: text(spot.format) },
    { key: 'industry', label: t('spot.fields.industry'), value: text(spot.industry) },
    {
      key: 'pViewability',
      label: t('spot.fields.pViewability'),
      value: formatViewability(spot.pViewability, t('spot.notAvailable')),
    },
  ];
  return (
    <section aria-labelledby="marketing-spot-facts">
      <h2 className="nl-facts-title" id="marketing-spot-facts">
        {t('spot.detailsLabel')}
      </h2>
      <table className="nl-facts" aria-labelledby="marketing-spot-facts">
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.key}>
              <th scope="row">{fact.label}</th>
              <td>{fact.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
