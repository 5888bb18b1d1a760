import { CameraOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { formatCount, formatViewability } from 'shared-ui';
import { filterItem, QuickFilter } from '../../../lib/quick-filter';
import { formatDay } from '../../../lib/format-day';
import { NAMESPACE } from '../../../locales';
import { cardThumbnail } from '../lib/card-thumbnail';
import { CardThumbnailView } from './card-thumbnail-view';

export interface CampaignCardProps {
  host: HostApi;
  campaign: Campaign;
  onPreview(campaign: Campaign): void;
  /** Whether the card is in the page's first row (its image is fetched at once). */
  firstRow?: boolean;
  /** Whether its campaign was first seen within the search's period: a "New" tag says so. */
  isNew?: boolean;
}

/** One card of the gallery (docs/product.md#campaigns): the creative's picture and the campaign's fields. */
// Memoised: opening the preview or paging re-renders the page, not its 50 cards.
export const CampaignCard = memo(function CampaignCard({
  host,
  campaign,
  onPreview,
  firstRow = false,
  isNew = false,
}: CampaignCardProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const thumbnail = cardThumbnail(campaign);
  const canPreview = thumbnail.kind !== 'unknown-style';
  const preview = () => onPreview(campaign);
  const picture = (
    <CardThumbnailView
      host={host}
      thumbnail={thumbnail}
      alt={t('card.imageAlt', { advertiser: campaign.advertiser })}
      emptyText={t('card.noImage')}
      eager={firstRow}
    />
  );
  return (
    <Card
      size="small"
      role="article"
      aria-label={campaign.advertiser}
      cover={
        canPreview ? (
          <button
            type="button"
            aria-label={t('card.openPreview', { advertiser: campaign.advertiser })}
            onClick={preview}
            style={COVER_BUTTON}
          >
            {picture}
          </button>
        ) : (
          picture
        )
      }
      actions={[
        <Button
          key="screenshot"
          type="text"
          icon={<CameraOutlined aria-hidden />}
          disabled={!canPreview}
          onClick={preview}
        >
          {t('card.screenshot')}
        </Button>,
        <Button
          key="more-info"
          type="text"
          icon={<InfoCircleOutlined aria-hidden />}
          aria-label={t('card.moreInfoOf', { advertiser: campaign.advertiser })}
          onClick={() => host.openDialog({ kind: 'campaign-info', campaign })}
        >
          {t('card.moreInfo')}
        </Button>,
      ]}
    >
      <Flex gap={8} align="baseline" justify="space-between">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <QuickFilter host={host} group="advertisers" item={filterItem(campaign.advertiserId, campaign.advertiser)} />
        </Typography.Title>
        {/* The neutral tag: antd's preset colours come from its prebuilt stylesheet, not the
            suite's theme, and their text reads under 4.5:1 (axe). */}
        {isNew && <Tag>{t('card.new')}</Tag>}
      </Flex>
      <dl style={{ margin: 0 }}>
        <Field label={t('card.industry')}>
          <QuickFilter host={host} group="industries" item={filterItem(campaign.industryId, campaign.industry)} />
        </Field>
        <Field label={t('card.product')}>
          <QuickFilter host={host} group="products" item={filterItem(campaign.productId, campaign.product)} />
        </Field>
        <Field label={t('card.platform')}>
          <QuickFilter host={host} group="platforms" item={filterItem(campaign.platformId, campaign.platform)} />
        </Field>
        <Field label={t('card.format')}>
          <QuickFilter host={host} group="formats" item={filterItem(campaign.formatId, campaign.format)} />
        </Field>
        <Field label={t('card.category')}>{campaign.category}</Field>
        <Field label={t('card.spots')}>{formatCount(campaign.spots)}</Field>
        <Field label={t('card.pViewability')}>{formatViewability(campaign.pViewability, t('card.notAvailable'))}</Field>
        <Field label={t('card.firstSeen')}>{formatDay(campaign.firstSeenDate)}</Field>
        <Field label={t('card.lastSeen')}>
          {t('card.lastSeenValue', { publisher: campaign.lastSeen, date: formatDay(campaign.lastSeenDate) })}
        </Field>
      </dl>
    </Card>
  );
});

const COVER_BUTTON = {
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline">
      <dt style={{ flex: '0 0 110px' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0 }}>{children}</dd>
    </Flex>
  );
}
