import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { BreakdownDimension, HostApi } from 'shared-contracts';
import { DataTable } from '../data-table/data-table';
import { countryName } from '../format/country-name';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

/** A row of a breakdown: one name of the dimension in one country. */
interface BreakdownRow {
  key: string;
  label: string;
  country: string;
}

interface BreakdownTableProps<T extends BreakdownRow> {
  host: HostApi;
  rows: readonly T[];
  /** The view's own columns (the name and its figures). */
  columns: ColumnsType<T>;
  /** The breakdown, which names the table and picks its page size. */
  dimension: BreakdownDimension;
  /** Several countries: a country column first. */
  withCountry: boolean;
}

const rowKey = (row: BreakdownRow) => row.key;
const searchText = (row: BreakdownRow) => row.label;

/**
 * The table of a breakdown (Share of Voice, Real-Time Spend) in a card named by the dimension,
 * searchable by name, with a sortable country column first when the search has several countries.
 */
export function BreakdownTable<T extends BreakdownRow>({
  host,
  rows,
  columns,
  dimension,
  withCountry,
}: BreakdownTableProps<T>) {
  const { t, i18n } = useSharedUiTranslation(host.i18n);
  const language = i18n.language;
  const allColumns = useMemo(
    (): ColumnsType<T> =>
      withCountry
        ? [
            {
              key: 'country',
              title: t('table.country'),
              dataIndex: 'country',
              width: 160,
              sorter: (a, b) => a.country.localeCompare(b.country),
              render: (code: string) => countryName(code, language),
            },
            ...columns,
          ]
        : columns,
    [t, language, columns, withCountry],
  );
  const title = t(`breakdowns.${dimension}`);
  return (
    <Card title={title} size="small">
      <DataTable
        i18n={host.i18n}
        label={title}
        rows={rows}
        columns={allColumns}
        rowKey={rowKey}
        searchText={searchText}
        dimension={dimension}
      />
    </Card>
  );
}
