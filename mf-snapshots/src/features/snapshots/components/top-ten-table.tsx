import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, ShareOfVoiceRow } from 'shared-contracts';
import { formatCount, formatPercent, formatViewability, SIDEWAYS_SCROLL } from 'shared-ui';
import { topTenName } from '../../../lib/cut-name';
import { NAMESPACE } from '../../../locales';

export interface TopTenTableProps {
  host: HostApi;
  dimension: BreakdownDimension;
  rows: readonly ShareOfVoiceRow[];
  /** 'View all...': brings the full table into view. */
  onViewAll: () => void;
}

/** The preview of the breakdown: its first 10 rows, names cut at 27 characters. */
export function TopTenTable({ host, dimension, rows, onViewAll }: TopTenTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const title = t('topTen.title', { dimension: t(`dimensions.${dimension}`).toLocaleLowerCase() });
  const columns = useMemo<ColumnsType<ShareOfVoiceRow>>(
    () => [
      {
        key: 'label',
        title: t('table.name'),
        dataIndex: 'label',
        render: (label: string) => <span title={label}>{topTenName(label)}</span>,
      },
      {
        key: 'viewability',
        title: t('table.viewability'),
        dataIndex: 'viewability',
        align: 'right',
        render: (value: number | null) => formatViewability(value),
      },
      {
        key: 'percentage',
        title: t('table.sov'),
        dataIndex: 'percentage',
        align: 'right',
        render: (value: number) => formatPercent(value),
      },
      { key: 'total', title: t('table.spots'), dataIndex: 'total', align: 'right', render: formatCount },
    ],
    [t],
  );
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Button type="link" size="small" onClick={onViewAll}>
          {t('topTen.viewAll')}
        </Button>
      }
    >
      <Table<ShareOfVoiceRow>
        aria-label={title}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 10)}
        pagination={false}
        // On a phone the table scrolls inside its card instead of widening the page.
        {...SIDEWAYS_SCROLL}
      />
    </Card>
  );
}
