import { Space, Switch, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { CreativePreview, DataState, ExportMenu, formatCount, Pagination, ViewHeader } from 'shared-ui';
import { useStore } from 'zustand';
import { SeenDates } from '../../lib/seen-dates';
import { useCampaignsSearch } from '../../lib/use-campaigns-search';
import { usePaging } from '../../lib/use-paging';
import { PAGE_SIZE_OPTIONS } from '../../lib/page-sizes';
import { NAMESPACE } from '../../locales';
import { useSpots } from './api/get-spots';
import { SpotsTable, type SpotsListPreview } from './components/spots-table';
import { groupedStore } from './lib/grouped-store';

export interface SpotsListPageProps {
  host: HostApi;
}

/** Spots List (page `spotslist`): the applied search's spots, or its campaigns when grouped. */
export function SpotsListPage({ host }: SpotsListPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const titleId = useId();
  const switchId = useId();
  const grouped = useStore(groupedStore, (state) => state.grouped);
  const setGrouped = useStore(groupedStore, (state) => state.setGrouped);
  const { body, marketCountries } = useCampaignsSearch(host);
  const paging = usePaging(
    host,
    useMemo(() => JSON.stringify({ body, grouped }), [body, grouped]),
  );
  const spots = useSpots(host.http, { body, page: paging.page, limit: paging.pageSize, grouped, lang: i18n.language });
  const [preview, setPreview] = useState<SpotsListPreview | null>(null);
  const total = spots.data?.total ?? 0;
  return (
    <section aria-labelledby={titleId}>
      <ViewHeader
        host={host}
        titleId={titleId}
        title={t('spotsList.title')}
        summary="data-as-of"
        dataCountries={marketCountries}
        actions={
          <Space wrap>
            <Switch id={switchId} checked={grouped} onChange={setGrouped} />
            <label htmlFor={switchId}>{t('spotsList.grouped')}</label>
            <ExportMenu host={host} page="spotslist" />
          </Space>
        }
      />
      <DataState i18n={host.i18n} isLoading={spots.isPending} error={spots.error} isEmpty={!spots.data?.items.length}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('spotsList.total', { count: total, formatted: formatCount(total) })}
          </Typography.Text>
          {spots.data && <SpotsTable host={host} page={spots.data} onPreview={setPreview} />}
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
        creative={preview?.creative ?? null}
        title={preview?.title}
        details={preview && <SeenDates host={host} firstSeenDate={preview.firstSeenDate} last={preview.last} />}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
