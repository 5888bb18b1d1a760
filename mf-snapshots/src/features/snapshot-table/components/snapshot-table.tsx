import { Card, Flex, Table, Typography } from 'antd';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROLES,
  type BreakdownDimension,
  type HostApi,
  type MarketSearchBody,
  type SnapshotTableRow,
  type SnapType,
} from 'shared-contracts';
import { formatCount, Pagination, SIDEWAYS_SCROLL } from 'shared-ui';
import { NotInPlanNote } from '../../../lib/not-in-plan-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { useHasRole } from '../../../lib/use-roles';
import { NAMESPACE } from '../../../locales';
import { SNAPSHOT_TABLE_PAGE_SIZE, useSnapshotTable } from '../api/get-snapshot-table';
import { ExportTableButton } from './export-table-button';
import { snapshotTableColumns } from './snapshot-table-columns';

export interface SnapshotTableProps {
  host: HostApi;
  snapType: SnapType;
  /** What the rows are: the type, or its opposite with a snap filter. */
  dimension: BreakdownDimension;
  body: MarketSearchBody;
  language: string;
  /** The card, for 'View all...' to scroll to. */
  cardRef?: Ref<HTMLDivElement>;
}

const rowKey = (row: SnapshotTableRow) => row.id;

/** The full snapshot table: 20 rows a page from the server, and its CSV download. */
export function SnapshotTable({ host, snapType, dimension, body, language, cardRef }: SnapshotTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [page, setPage] = useState(1);
  // A new type, filter or search starts again from page 1 (docs/product.md#search).
  const searchKey = JSON.stringify([snapType, body]);
  const [pagedKey, setPagedKey] = useState(searchKey);
  if (pagedKey !== searchKey) {
    setPagedKey(searchKey);
    setPage(1);
  }
  const request = { snapType, language, body, page, limit: SNAPSHOT_TABLE_PAGE_SIZE };
  const query = useSnapshotTable(host, request);
  const rows = query.data?.items[0]?.table.items ?? [];
  const currency = query.data?.currency ?? '';
  const withSoi = useHasRole(host, ROLES.investment);
  const columns = useMemo(() => snapshotTableColumns(t, currency, withSoi), [t, currency, withSoi]);
  const title = t('table.title', { dimension: t(`dimensions.${dimension}`).toLocaleLowerCase() });

  return (
    <Card
      ref={cardRef}
      size="small"
      title={title}
      extra={<ExportTableButton host={host} request={{ snapType, language, body }} />}
    >
      <SnapshotDataState host={host} isLoading={query.isLoading} error={query.error} isEmpty={rows.length === 0}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {t('table.rows', { formatted: formatCount(query.data?.totalResults ?? 0) })}
          </Typography.Text>
          {!withSoi && <NotInPlanNote host={host} text={t('table.soiNotInPlan')} />}
          <Table<SnapshotTableRow>
            aria-label={title}
            size="small"
            rowKey={rowKey}
            columns={columns}
            dataSource={rows}
            pagination={false}
            // On a phone the table scrolls inside its card instead of widening the page.
            {...SIDEWAYS_SCROLL}
            loading={query.isFetching && query.isPlaceholderData}
          />
          <Pagination
            i18n={host.i18n}
            current={page}
            pageSize={SNAPSHOT_TABLE_PAGE_SIZE}
            total={query.data?.totalResults ?? 0}
            onChange={(next) => setPage(next)}
          />
        </Flex>
      </SnapshotDataState>
    </Card>
  );
}
