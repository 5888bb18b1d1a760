import { Descriptions, Modal, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from 'shared-contracts';
import { CreativeImage, formatCount, formatViewability } from 'shared-ui';
import { classifySafeHref } from '../../../lib/safe-href';
import { isSafeImageUrl } from '../../dialogs';

export interface CampaignInfoDialogProps {
  campaign: Campaign;
  onClose(): void;
}

/**
 * A campaign's full record (docs/product.md#shell-frame; its fields: docs/product.md#campaigns),
 * opened from a campaign card or a Spots List row. Its style's attributes are how the creative
 * is drawn (the preview shows them), not a field to read, so they are not listed.
 */
export function CampaignInfoDialog({ campaign, onClose }: CampaignInfoDialogProps) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`campaignInfo.${key}`);
  const none = <Typography.Text type="secondary">{label('none')}</Typography.Text>;
  const text = (value: string): ReactNode => (value ? value : none);
  const items: DescriptionsProps['items'] = [
    { key: 'advertiser', label: label('advertiser'), children: text(campaign.advertiser) },
    { key: 'product', label: label('product'), children: text(campaign.product) },
    { key: 'industry', label: label('industry'), children: text(campaign.industry) },
    { key: 'platform', label: label('platform'), children: text(campaign.platform) },
    { key: 'format', label: label('format'), children: text(campaign.format) },
    { key: 'category', label: label('category'), children: text(campaign.category) },
    { key: 'spots', label: label('spots'), children: formatCount(campaign.spots) },
    {
      key: 'pViewability',
      label: label('pViewability'),
      children: formatViewability(campaign.pViewability, label('notAvailable')),
    },
    { key: 'firstSeenDate', label: label('firstSeenDate'), children: text(campaign.firstSeenDate) },
    { key: 'lastSeen', label: label('lastSeen'), children: text(campaign.lastSeen) },
    { key: 'lastSeenDate', label: label('lastSeenDate'), children: text(campaign.lastSeenDate) },
    {
      key: 'lastSeenUrl',
      label: label('lastSeenUrl'),
      children: campaign.lastSeenUrl ? <DataUrl href={campaign.lastSeenUrl} /> : none,
    },
    {
      key: 'lastSeenScreenshot',
      label: label('lastSeenScreenshot'),
      children:
        campaign.lastSeenScreenshot && isSafeImageUrl(campaign.lastSeenScreenshot) ? (
          <CreativeImage
            i18n={i18n}
            src={campaign.lastSeenScreenshot}
            alt={t('campaignInfo.screenshotAlt', { advertiser: campaign.advertiser })}
            style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
          />
        ) : (
          none
        ),
    },
    { key: 'style', label: label('style'), children: text(campaign.style) },
    {
      key: 'creativity',
      label: label('creativity'),
      children: campaign.creativity ? <DataUrl href={campaign.creativity} /> : none,
    },
    { key: 'id', label: label('id'), children: String(campaign.id) },
  ];
  return (
    <Modal
      open
      title={`${label('title')}: ${campaign.advertiser}`}
      footer={null}
      onCancel={onClose}
      width="min(720px, 96vw)"
      centered
      destroyOnHidden
    >
      <Descriptions items={items} column={1} size="small" bordered />
    </Modal>
  );
}

/**
 * A URL from data: a link when it stays on this site, else plain text to copy (docs/decisions.md#untrusted-content:
 * links built from data, such as the last-seen URL, are shown as text unless same-origin).
 */
function DataUrl({ href }: { href: string }) {
  const safe = classifySafeHref(href);
  if (safe?.kind === 'internal') {
    return (
      <Typography.Link href={safe.path} target="_blank" rel="noopener noreferrer">
        {href}
      </Typography.Link>
    );
  }
  return (
    <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
      {href}
    </Typography.Text>
  );
}
