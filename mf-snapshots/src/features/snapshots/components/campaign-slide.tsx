import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { CreativeImage, formatCount } from 'shared-ui';
import { carouselName } from '../../../lib/cut-name';
import { NAMESPACE } from '../../../locales';

export interface CampaignSlideProps {
  host: HostApi;
  campaign: Campaign;
  /** Where the slide is in the carousel (from 1), and how many slides there are. */
  position: number;
  count: number;
}

/** A campaign card of the carousel; its picture opens the screenshot dialog. */
export function CampaignSlide({ host, campaign, position, count }: CampaignSlideProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const name = `${campaign.advertiser} · ${campaign.product}`;
  const openScreenshot = () =>
    host.openDialog({ kind: 'image-gallery', images: [campaign.lastSeenScreenshot], title: name });
  return (
    <div
      role="group"
      aria-roledescription={t('campaigns.slide')}
      aria-label={t('campaigns.slideLabel', { position, total: count, name, interpolation: { escapeValue: false } })}
      style={{ padding: '0 8px' }}
    >
      <Card
        size="small"
        hoverable
        cover={
          <button
            type="button"
            onClick={openScreenshot}
            aria-label={t('campaigns.screenshot', { name, interpolation: { escapeValue: false } })}
            style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
          >
            {/* The whole capture scaled into the slide, never cropped: its publisher and date stay in. */}
            <CreativeImage
              i18n={host.i18n}
              src={campaign.lastSeenScreenshot}
              alt=""
              style={{ width: '100%', height: 140, objectFit: 'contain', display: 'block', background: '#f5f5f5' }}
            />
          </button>
        }
      >
        <Typography.Text strong title={campaign.advertiser}>
          {carouselName(campaign.advertiser)}
        </Typography.Text>
        <br />
        <Typography.Text title={campaign.product}>{carouselName(campaign.product)}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          {t('campaigns.lastSeen', {
            date: campaign.lastSeenDate,
            publisher: carouselName(campaign.lastSeen),
            interpolation: { escapeValue: false },
          })}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">
          {t('campaigns.spots', { count: formatCount(campaign.spots) })}
        </Typography.Text>
      </Card>
    </div>
  );
}
