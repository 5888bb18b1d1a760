import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { previewOfCampaign, previewOfSpot, SIDEWAYS_SCROLL_STICKY_END, type PreviewCreative } from 'shared-ui';
import { lastSeenOf, seenOnOf, type SeenDate } from '../../../lib/seen-dates';
import { NAMESPACE } from '../../../locales';
import type { SpotsListPage } from '../api/get-spots';
import { campaignColumns } from './campaign-columns';
import { spotColumns } from './spot-columns';

/** What a row's preview shows: the creative, its title and when its campaign was seen. */
export interface SpotsListPreview {
  creative: PreviewCreative;
  title: string;
  firstSeenDate: string;
  last: SeenDate;
}

export interface SpotsTableProps {
  host: HostApi;
  page: SpotsListPage;
  onPreview(preview: SpotsListPreview): void;
}

/** One page of the Spots List: spot rows, or campaign rows when grouped. Paged by the server. */
export function SpotsTable({ host, page, onPreview }: SpotsTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [spots, campaigns] = useMemo(
    () => [
      spotColumns(host, t, (spot) =>
        onPreview({
          creative: previewOfSpot(spot),
          title: `${spot.advertiser} · ${spot.product}`,
          firstSeenDate: spot.firstSeenDate,
          last: seenOnOf(t, spot),
        }),
      ),
      campaignColumns(host, t, (row) =>
        onPreview({
          creative: previewOfCampaign(row),
          title: `${row.advertiser} · ${row.product}`,
          firstSeenDate: row.firstSeenDate,
          last: lastSeenOf(t, row),
        }),
      ),
    ],
    [host, t, onPreview],
  );
  // On a phone the table scrolls inside its card instead of widening the page, its actions kept at the end.
  const common = { size: 'middle', pagination: false, ...SIDEWAYS_SCROLL_STICKY_END } as const;
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
