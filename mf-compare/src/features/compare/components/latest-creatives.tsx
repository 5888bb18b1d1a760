import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_LATEST_CREATIVES, type Campaign, type HostApi } from 'shared-contracts';
import { CreativeImage, CreativePreview, previewOfCampaign, type PreviewCreative } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { EntityFigures } from '../lib/compare-columns';

export interface LatestCreativesProps {
  host: HostApi;
  rows: readonly EntityFigures[];
}

/** Each entity's 3 creatives seen last; each opens the shared creative preview. */
export function LatestCreatives({ host, rows }: LatestCreativesProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [open, setOpen] = useState<{ campaign: Campaign; name: string; preview: PreviewCreative } | null>(null);
  // Absent without the campaigns role: the block is not shown.
  if (rows.every((row) => row.figures.latestCreatives === undefined)) return null;
  return (
    <Card size="small" title={t('blocks.latestCreatives')}>
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map(({ entity, figures }) => {
          const creatives = (figures.latestCreatives ?? []).slice(0, COMPARE_LATEST_CREATIVES);
          return (
            <li key={entity.id}>
              <Typography.Text strong>{entity.label}</Typography.Text>
              {creatives.length === 0 ? (
                <Typography.Paragraph type="secondary">{t('creatives.none')}</Typography.Paragraph>
              ) : (
                <Flex gap={8} wrap>
                  {creatives.map((campaign) => (
                    <button
                      key={campaign.id}
                      type="button"
                      onClick={() => setOpen({ campaign, name: entity.label, preview: previewOfCampaign(campaign) })}
                      aria-label={t('creatives.open', {
                        name: entity.label,
                        product: campaign.product,
                        interpolation: { escapeValue: false },
                      })}
                      style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
                    >
                      <CreativeImage
                        i18n={host.i18n}
                        src={campaign.lastSeenScreenshot}
                        alt=""
                        style={{ width: 160, height: 100, objectFit: 'contain', display: 'block' }}
                      />
                    </button>
                  ))}
                </Flex>
              )}
            </li>
          );
        })}
      </Flex>
      <CreativePreview
        i18n={host.i18n}
        creative={open?.preview ?? null}
        title={
          open
            ? t('creatives.title', {
                name: open.name,
                product: open.campaign.product,
                interpolation: { escapeValue: false },
              })
            : undefined
        }
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
