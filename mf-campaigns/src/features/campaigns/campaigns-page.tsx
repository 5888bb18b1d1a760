import { Flex, Space, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { CreativePreview, DataAsOf, DataState, formatCount, Pagination, previewOfCampaign } from 'shared-ui';
import { useMarketBody } from '../../hooks/use-market-body';
import { usePaging } from '../../hooks/use-paging';
import { PAGE_SIZE_OPTIONS } from '../../lib/page-sizes';
import { NAMESPACE } from '../../locales';
import { useGallery } from './api/get-gallery';
import { CampaignGrid } from './components/campaign-grid';
import { GalleryDownloadButton } from './components/gallery-download-button';

export interface CampaignsPageProps {
  host: HostApi;
}

/** Campaigns (page `campaigns`): the gallery of campaign cards of the applied search, paged. */
export function CampaignsPage({ host }: CampaignsPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const titleId = useId();
  const body = useMarketBody(host);
  const countries = useMemo(() => body.map((entry) => entry.country), [body]);
  const paging = usePaging(
    host,
    useMemo(() => JSON.stringify(body), [body]),
  );
  const gallery = useGallery(host.http, { body, page: paging.page, limit: paging.pageSize, lang: i18n.language });
  const [previewed, setPreviewed] = useState<Campaign | null>(null);
  const creative = useMemo(() => (previewed ? previewOfCampaign(previewed) : null), [previewed]);
  const total = gallery.data?.metadata.total ?? 0;
  return (
    <section aria-labelledby={titleId}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title id={titleId} level={1}>
          {t('campaigns.title')}
        </Typography.Title>
        <GalleryDownloadButton host={host} page={paging.page} limit={paging.pageSize} />
      </Flex>
      <div style={{ marginBottom: 16 }}>
        <DataAsOf host={host} countries={countries} />
      </div>
      <DataState
        i18n={host.i18n}
        isLoading={gallery.isPending}
        error={gallery.error}
        isEmpty={!gallery.data?.items.length}
      >
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('campaigns.total', { count: total, formatted: formatCount(total) })}
          </Typography.Text>
          <CampaignGrid host={host} campaigns={gallery.data?.items ?? []} onPreview={setPreviewed} />
          <Pagination
            i18n={host.i18n}
            current={paging.page}
            pageSize={paging.pageSize}
            total={total}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onChange={paging.onChange}
          />
        </Space>
      </DataState>
      <CreativePreview
        i18n={host.i18n}
        creative={creative}
        title={previewed ? `${previewed.advertiser} · ${previewed.product}` : undefined}
        onClose={() => setPreviewed(null)}
      />
    </section>
  );
}
