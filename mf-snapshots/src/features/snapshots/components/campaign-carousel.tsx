import { Alert, Card, Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi, MarketSearchBody } from 'shared-contracts';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { NAMESPACE } from '../../../locales';
import { useSnapshotCampaigns } from '../api/get-snapshot-campaigns';
import { useInertHiddenSlides } from '../hooks/use-inert-hidden-slides';
import { CampaignSlide } from './campaign-slide';
import { CarouselArrow } from './carousel-arrow';

/** Cards shown at once on wide screens (docs/product.md#snapshots: carousel of 4 slides). */
const CAROUSEL_SLIDES = 4;

const RESPONSIVE = [
  { breakpoint: 1200, settings: { slidesToShow: 3, slidesToScroll: 3 } },
  { breakpoint: 900, settings: { slidesToShow: 2, slidesToScroll: 2 } },
  { breakpoint: 600, settings: { slidesToShow: 1, slidesToScroll: 1 } },
];

export interface CampaignCarouselProps {
  host: HostApi;
  body: MarketSearchBody;
  language: string;
}

/** The latest campaigns of the snapshot, 4 at a time. */
export function CampaignCarousel({ host, body, language }: CampaignCarouselProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const query = useSnapshotCampaigns(host, body, language);
  const campaigns = query.data ?? [];
  const slides = useInertHiddenSlides();
  return (
    <Card size="small" title={t('campaigns.title')}>
      <SnapshotDataState host={host} isLoading={query.isLoading} error={query.error} isEmpty={false}>
        {campaigns.length === 0 ? (
          <Alert type="info" showIcon title={t('campaigns.empty')} />
        ) : (
          // The carousel pattern of WAI-ARIA: a named region said to be a carousel, of named slides.
          <section
            ref={slides}
            aria-label={t('campaigns.title')}
            aria-roledescription={t('campaigns.carousel')}
            style={{ padding: '0 24px' }}
          >
            <Carousel
              arrows
              prevArrow={<CarouselArrow direction="previous" label={t('campaigns.previous')} />}
              nextArrow={<CarouselArrow direction="next" label={t('campaigns.next')} />}
              dots={false}
              infinite={false}
              slidesToShow={CAROUSEL_SLIDES}
              slidesToScroll={CAROUSEL_SLIDES}
              responsive={RESPONSIVE}
            >
              {campaigns.map((campaign, index) => (
                <CampaignSlide
                  key={campaign.id}
                  host={host}
                  campaign={campaign}
                  position={index + 1}
                  count={campaigns.length}
                />
              ))}
            </Carousel>
          </section>
        )}
      </SnapshotDataState>
    </Card>
  );
}
