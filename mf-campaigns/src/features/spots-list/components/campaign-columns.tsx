import { EyeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { Campaign, FilterGroup, HostApi } from 'shared-contracts';
import { formatCount, formatViewability, STICKY_END_COLUMN } from 'shared-ui';
import { filterItem, QuickFilter } from '../../../lib/quick-filter';
import { formatDay } from '../../../lib/format-day';

/** The Spots List's columns with the grouped switch on: one row per campaign (docs/product.md#spots-list). */
export function campaignColumns(
  host: HostApi,
  t: TFunction,
  onPreview: (campaign: Campaign) => void,
): ColumnsType<Campaign> {
  const title = (key: string) => t(`spotsList.columns.${key}`);
  // Each name is a quick filter of its group (queue, search now, search in new tab).
  const quickFilter = (
    key: 'advertiser' | 'product' | 'industry' | 'platform' | 'format',
    group: FilterGroup,
  ): ColumnsType<Campaign>[number] => ({
    key,
    title: title(key),
    render: (_: unknown, row: Campaign) => (
      <QuickFilter host={host} group={group} item={filterItem(row[`${key}Id`], row[key])} />
    ),
  });
  return [
    quickFilter('advertiser', 'advertisers'),
    quickFilter('product', 'products'),
    quickFilter('industry', 'industries'),
    quickFilter('platform', 'platforms'),
    quickFilter('format', 'formats'),
    {
      key: 'spots',
      dataIndex: 'spots',
      title: title('spots'),
      align: 'right',
      render: (spots: number) => formatCount(spots),
    },
    {
      key: 'pViewability',
      dataIndex: 'pViewability',
      title: title('pViewability'),
      align: 'right',
      render: (value: number | null) => formatViewability(value, t('card.notAvailable')),
    },
    {
      key: 'firstSeen',
      dataIndex: 'firstSeenDate',
      title: title('firstSeen'),
      render: (day: string) => formatDay(day),
    },
    {
      key: 'lastSeen',
      title: title('lastSeen'),
      render: (_: unknown, row: Campaign) =>
        t('card.lastSeenValue', { publisher: row.lastSeen, date: formatDay(row.lastSeenDate) }),
    },
    {
      key: 'actions',
      title: title('actions'),
      ...STICKY_END_COLUMN,
      render: (_: unknown, row: Campaign) => (
        <Flex gap={4}>
          <Button
            type="text"
            icon={<EyeOutlined aria-hidden />}
            aria-label={t('spotsList.preview', { advertiser: row.advertiser })}
            onClick={() => onPreview(row)}
          />
          <Button
            type="text"
            icon={<InfoCircleOutlined aria-hidden />}
            aria-label={t('spotsList.moreInfo', { advertiser: row.advertiser })}
            onClick={() => host.openDialog({ kind: 'campaign-info', campaign: row })}
          />
        </Flex>
      ),
    },
  ];
}
