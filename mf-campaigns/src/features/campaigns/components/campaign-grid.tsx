import { Col, Row } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { isNewInPeriod, type Period } from '../lib/new-in-period';
import { CampaignCard } from './campaign-card';

export interface CampaignGridProps {
  host: HostApi;
  campaigns: readonly Campaign[];
  /** The search's period: a card whose campaign was first seen within it is tagged "New". */
  period: Period;
  onPreview(campaign: Campaign): void;
}

/** Cards in the first row on wide screens. */
const FIRST_ROW = 3;

/** Cards in the first render: what fills a screen, so it paints before the rest is built. */
const FIRST_PAINT = 9;

/**
 * The gallery's cards: 3 per row on wide screens, 2 on medium ones, 1 on small ones. A named list
 * of them, so a screen reader says how many cards there are and where each one is.
 */
export function CampaignGrid({ host, campaigns, period, onPreview }: CampaignGridProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  // The first render shows a screenful; the rest of a page of 50 follows in a background render.
  const shown = useDeferredValue(campaigns.length, Math.min(campaigns.length, FIRST_PAINT));
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('campaigns.title')}>
      {campaigns.slice(0, shown).map((campaign, index) => (
        <Col key={campaign.id} xs={24} md={12} xl={8} role="listitem">
          <CampaignCard
            host={host}
            campaign={campaign}
            onPreview={onPreview}
            firstRow={index < FIRST_ROW}
            isNew={isNewInPeriod(campaign.firstSeenDate, period)}
          />
        </Col>
      ))}
    </Row>
  );
}
