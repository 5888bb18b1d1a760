import { Flex, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { i18n as I18n } from 'i18next';
import { useDeferredValue, useMemo, useState, type Key, type ReactNode } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { formatCount } from '../format/number-format';
import { filterRows } from './filter-rows';
import { defaultPageSize, TABLE_PAGE_SIZE_OPTIONS } from './page-size';
import { SIDEWAYS_SCROLL, TableMinWidthProvider } from './sideways-scroll';

/** From this many rows a table scrolls one virtual list instead of paging. */
export const VIRTUAL_TABLE_FROM = 1000;

const DEFAULT_COLUMN_WIDTH = 150;

export interface DataTableProps<T extends object> {
  i18n: I18n;
  /** Names the table for screen readers. */
  label: string;
  rows: readonly T[];
  columns: ColumnsType<T>;
  rowKey: (row: T) => Key;
  /** The text the search box matches (the row's name by default). */
  searchText: (row: T) => string;
  /** The breakdown dimension, which picks the default page size (docs/product.md#data-views). */
  dimension?: string;
  virtualFrom?: number;
  /** Height of the scrolling body of a virtual table. */
  scrollHeight?: number;
  /** Shown beside the search box. */
  toolbar?: ReactNode;
}

/**
 * An antd Table with a search box over the names, the product's page sizes, the no-match text,
 * and virtual scrolling for long tables.
 */
export function DataTable<T extends object>({
  i18n,
  label,
  rows,
  columns,
  rowKey,
  searchText,
  dimension,
  virtualFrom = VIRTUAL_TABLE_FROM,
  scrollHeight = 560,
  toolbar,
}: DataTableProps<T>) {
  const { t } = useSharedUiTranslation(i18n);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: defaultPageSize(dimension) });
  const [pagedDimension, setPagedDimension] = useState(dimension);
  if (pagedDimension !== dimension) {
    // Another breakdown: its own default page size, from the first page.
    setPagedDimension(dimension);
    setPage({ current: 1, pageSize: defaultPageSize(dimension) });
  }
  // Typing stays responsive on thousands of rows: the filter runs at a lower priority.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterRows(rows, deferredQuery, searchText), [rows, deferredQuery, searchText]);
  const virtual = rows.length >= virtualFrom;
  const scrollWidth = useMemo(
    () =>
      columns.reduce(
        (total, column) => total + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH),
        0,
      ),
    [columns],
  );

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Input.Search
          aria-label={t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          allowClear
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary">
          {t('table.total', { formatted: formatCount(visible.length) })}
        </Typography.Text>
        {toolbar}
      </Flex>
      <TableMinWidthProvider value={scrollWidth}>
        <Table<T>
          aria-label={label}
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={visible as T[]}
          locale={{ emptyText: deferredQuery.trim() ? t('table.noMatch') : undefined }}
          {...(virtual
            ? { virtual: true, scroll: { x: scrollWidth, y: scrollHeight }, pagination: false as const }
            : {
                // The columns' widths are minimums: a narrower card (a phone) scrolls the table inside it.
                ...SIDEWAYS_SCROLL,
                pagination: {
                  ...page,
                  pageSizeOptions: TABLE_PAGE_SIZE_OPTIONS.map(String),
                  showSizeChanger: true,
                  onChange: (current: number, pageSize: number) => setPage({ current, pageSize }),
                },
              })}
        />
      </TableMinWidthProvider>
    </Flex>
  );
}
