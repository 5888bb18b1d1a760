import { Alert, Card, Flex, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { SIDEWAYS_SCROLL } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { useCompareViewStore } from '../hooks/use-compare-view-store';
import type { EntityFigures, ShownColumn } from '../lib/compare-columns';
import { figuresColumns } from './figures-columns';
import { ScrollRegion } from './scroll-region';

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
        <ScrollRegion label={title}>
          <Table<EntityFigures>
            aria-label={title}
            size="small"
            rowKey={(row) => row.entity.id}
            columns={columns}
            dataSource={[...rows]}
            pagination={false}
            components={SIDEWAYS_SCROLL.components}
          />
        </ScrollRegion>
      </Flex>
    </Card>
  );
}
