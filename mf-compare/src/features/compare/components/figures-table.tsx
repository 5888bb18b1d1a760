import { Alert, Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { useCompareViewStore } from '../hooks/use-compare-view-store';
import type { EntityFigures, ShownColumn } from '../lib/compare-columns';
import { figuresColumns } from './figures-columns';
import { EntitiesTable } from './entities-table';

export interface FiguresTableProps {
  host: HostApi;
  column: ShownColumn;
  rows: readonly EntityFigures[];
  title: string;
}

/** The entities' figures, a row each (readable at 20), and why the column has no spend. */
export function FiguresTable({ host, column, rows, title }: FiguresTableProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const difference = useCompareViewStore((state) => state.difference);
  const mine = difference ? (rows.find((row) => row.isMine)?.figures ?? null) : null;
  const columns = useMemo(() => figuresColumns({ t, column, mine }), [t, column, mine]);
  const unavailable = column.column.spendUnavailable;
  return (
    <Card size="small" title={title}>
      <Flex vertical gap={12}>
        {unavailable && (
          <Alert
            type="info"
            showIcon
            title={t('spend.unavailable', {
              message: t(unavailable.message, { defaultValue: unavailable.message }),
              interpolation: { escapeValue: false },
            })}
          />
        )}
        <EntitiesTable label={title} columns={columns} rows={rows} />
      </Flex>
    </Card>
  );
}
