import { EyeOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { spotFilters, type HostApi, type SpotRow } from 'shared-contracts';
import { formatCount, STICKY_END_COLUMN } from 'shared-ui';
import { formatDay } from '../../../lib/format-day';
import { SpotCampaignInfoButton } from './spot-campaign-info-button';

/** The Spots List's columns with the grouped switch off (docs/product.md#spots-list). */
export function spotColumns(host: HostApi, t: TFunction, onPreview: (spot: SpotRow) => void): ColumnsType<SpotRow> {
  const text = (key: keyof SpotRow & string) => ({ key, dataIndex: key, title: t(`spotsList.columns.${key}`) });
  return [
    { ...text('date'), render: (date: string) => formatDay(date) },
    text('advertiser'),
    text('platform'),
    text('publisher'),
    text('category'),
    text('format'),
    text('product'),
    text('industry'),
    {
      // A row is a creative's sightings on one site, platform and format that day.
      ...text('spots'),
      align: 'right',
      render: (spots: number | undefined) => formatCount(spots ?? 1),
    },
    // The campaign's first day seen in the country, whatever the search: after the spec's columns.
    { ...text('firstSeenDate'), title: t('spotsList.columns.firstSeen'), render: (day: string) => formatDay(day) },
    {
      key: 'actions',
      title: t('spotsList.columns.actions'),
      // In view however many columns scroll under it (the table is wider than the page at 1280 px).
      ...STICKY_END_COLUMN,
      render: (_: unknown, spot: SpotRow) => (
        <Flex gap={4}>
          <Button
            type="text"
            icon={<EyeOutlined aria-hidden />}
            aria-label={t('spotsList.preview', { advertiser: spot.advertiser })}
            onClick={() => onPreview(spot)}
          />
          <SpotCampaignInfoButton host={host} spot={spot} />
          <Button
            type="text"
            icon={<FilterOutlined aria-hidden />}
            aria-label={t('spotsList.addFilters', { advertiser: spot.advertiser })}
            onClick={() =>
              host.openDialog({
                kind: 'spot-filters',
                filters: spotFilters(spot),
                title: `${spot.advertiser} · ${spot.product}`,
              })
            }
          />
        </Flex>
      ),
    },
  ];
}
