import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { previewOfCampaign, previewOfSpot, SIDEWAYS_SCROLL, type PreviewCreative } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { SpotsListPage } from '../api/get-spots';
import { campaignColumns } from './campaign-columns';
import { spotColumns } from './spot-columns';

export interface SpotsTableProps {
  host: HostApi;
  page: SpotsListPage;
  onPreview(creative: PreviewCreative, title: string): void;
}

/** One page of the Spots List: spot rows, or campaign rows when grouped. Paged by the server. */
export function SpotsTable({ host, page, onPreview }: SpotsTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [spots, campaigns] = useMemo(
    () => [
      spotColumns(host, t, (spot) => onPreview(previewOfSpot(spot), `${spot.advertiser} · ${spot.product}`)),
      campaignColumns(host, t, (row) => onPreview(previewOfCampaign(row), `${row.advertiser} · ${row.product}`)),
    ],
    [host, t, onPreview],
  );
  // On a phone the table scrolls inside its card instead of widening the page.
  const common = { size: 'middle', pagination: false, ...SIDEWAYS_SCROLL } as const;
  return page.grouped ? (
    <Table
      aria-label={t('spotsList.groupedTableLabel')}
      rowKey="id"
      columns={campaigns}
      dataSource={page.items}
      {...common}
    />
  ) : (
    <Table aria-label={t('spotsList.tableLabel')} rowKey="id" columns={spots} dataSource={page.items} {...common} />
  );
}
