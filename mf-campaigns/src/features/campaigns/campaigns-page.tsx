import { Space, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { CreativePreview, DataState, formatCount, Pagination, previewOfCampaign, ViewHeader } from 'shared-ui';
import { useStore } from 'zustand';
import { lastSeenOf, SeenDates } from '../../lib/seen-dates';
import { useCampaignsSearch } from '../../lib/use-campaigns-search';
import { usePaging } from '../../lib/use-paging';
import { PAGE_SIZE_OPTIONS } from '../../lib/page-sizes';
import { NAMESPACE } from '../../locales';
import { useGallery } from './api/get-gallery';
import { CampaignGrid } from './components/campaign-grid';
import { GalleryDownloadButton } from './components/gallery-download-button';
import { GalleryOrderControls } from './components/gallery-order-controls';
import { galleryOrderStore } from './lib/gallery-order-store';

export interface CampaignsPageProps {
  host: HostApi;
}

/** Campaigns (page `campaigns`): the gallery of campaign cards of the applied search, paged. */
export function CampaignsPage({ host }: CampaignsPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const titleId = useId();
  const { body, marketCountries, startDate, endDate } = useCampaignsSearch(host);
  const sort = useStore(galleryOrderStore, (state) => state.sort);
  const newInPeriod = useStore(galleryOrderStore, (state) => state.newInPeriod);
  // Another order or filter is another list: it starts on page 1.
  const paging = usePaging(
    host,
    useMemo(() => JSON.stringify({ body, sort, newInPeriod }), [body, sort, newInPeriod]),
  );
  const gallery = useGallery(host.http, {
    body,
    page: paging.page,
    limit: paging.pageSize,
    lang: i18n.language,
    sort,
    newInPeriod,
  });
  const period = useMemo(() => ({ since: startDate, until: endDate }), [startDate, endDate]);
  const [previewed, setPreviewed] = useState<Campaign | null>(null);
  const creative = useMemo(() => (previewed ? previewOfCampaign(previewed) : null), [previewed]);
  const total = gallery.data?.metadata.total ?? 0;
  return (
    <section aria-labelledby={titleId}>
      <ViewHeader
        host={host}
        titleId={titleId}
        title={t('campaigns.title')}
        summary="data-as-of"
        dataCountries={marketCountries}
        actions={
          <Space wrap>
            <GalleryOrderControls host={host} />
            <GalleryDownloadButton host={host} page={paging.page} limit={paging.pageSize} />
          </Space>
        }
      />
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
          <CampaignGrid host={host} campaigns={gallery.data?.items ?? []} period={period} onPreview={setPreviewed} />
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
        details={
          previewed && <SeenDates host={host} firstSeenDate={previewed.firstSeenDate} last={lastSeenOf(t, previewed)} />
        }
        onClose={() => setPreviewed(null)}
      />
    </section>
  );
}
