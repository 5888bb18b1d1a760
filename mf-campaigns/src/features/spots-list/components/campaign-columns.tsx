import { EyeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { Campaign, HostApi } from 'shared-contracts';
import { formatCount, formatViewability } from 'shared-ui';
import { filterItem, QuickFilter } from '../../../components/quick-filter';
import { formatDay } from '../../../lib/format-day';

/** The Spots List's columns with the grouped switch on: one row per campaign (spec 2 section 2). */
export function campaignColumns(
  host: HostApi,
  t: TFunction,
  onPreview: (campaign: Campaign) => void,
): ColumnsType<Campaign> {
  const title = (key: string) => t(`spotsList.columns.${key}`);
  return [
    {
      key: 'advertiser',
      title: title('advertiser'),
      render: (_: unknown, row: Campaign) => (
        <QuickFilter host={host} group="advertisers" item={filterItem(row.advertiserId, row.advertiser)} />
      ),
    },
    {
      key: 'product',
      title: title('product'),
      render: (_: unknown, row: Campaign) => (
        <QuickFilter host={host} group="products" item={filterItem(row.productId, row.product)} />
      ),
    },
    {
      key: 'industry',
      title: title('industry'),
      render: (_: unknown, row: Campaign) => (
        <QuickFilter host={host} group="industries" item={filterItem(row.industryId, row.industry)} />
      ),
    },
    {
      key: 'platform',
      title: title('platform'),
      render: (_: unknown, row: Campaign) => (
        <QuickFilter host={host} group="platforms" item={filterItem(row.platformId, row.platform)} />
      ),
    },
    {
      key: 'format',
      title: title('format'),
      render: (_: unknown, row: Campaign) => (
        <QuickFilter host={host} group="formats" item={filterItem(row.formatId, row.format)} />
      ),
    },
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
      key: 'lastSeen',
      title: title('lastSeen'),
      render: (_: unknown, row: Campaign) =>
        t('card.lastSeenValue', { publisher: row.lastSeen, date: formatDay(row.lastSeenDate) }),
    },
    {
      key: 'actions',
      title: title('actions'),
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
