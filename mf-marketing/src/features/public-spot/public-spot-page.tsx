import { AS_TEXT } from '../../lib/as-text';
import { PageLoading } from '../../lib/page-loading';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { usePublicSpot } from './api/get-public-spot';
import { SpotCreativeCarousel } from './components/spot-creative-carousel';
import { SpotFacts } from './components/spot-facts';
import { SpotNoData } from './components/spot-no-data';
import { parseSpotId } from './lib/spot-id';

/** /marketing/spot/{id}: one spot for anyone with the link (docs/product.md#public-area). */
export function PublicSpotPage({ id }: { id: string }) {
  const spotId = parseSpotId(id);
  // A malformed id cannot name a spot: no call, straight to the no-data message.
  return spotId === null ? <SpotNoData /> : <LoadedSpot spotId={spotId} />;
}

function LoadedSpot({ spotId }: { spotId: number }) {
  const { t } = useMarketingTranslation();
  const spot = usePublicSpot(spotId);
  if (spot.isPending) {
    return <PageLoading label={t('spot.loading')} />;
  }
  if (spot.isError) return <SpotNoData />;
  const { data } = spot;
  return (
    <article aria-labelledby="marketing-spot-title">
      <h1 className="nl-h1" id="marketing-spot-title">
        {t('spot.heading', { ...AS_TEXT, advertiser: data.advertiser, product: data.product })}
      </h1>
      <div className="nl-columns">
        <SpotCreativeCarousel key={data.id} spot={data} />
        <SpotFacts spot={data} />
      </div>
    </article>
  );
}
