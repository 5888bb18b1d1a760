import { Alert, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareResponse, HostApi } from 'shared-contracts';
import { DrawnInTurn, entityKeysOf } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { useShownColumn } from '../hooks/use-shown-column';
import { entityFigures, hasNoSpots, type ShownColumn } from '../lib/compare-columns';
import { ColumnSwitch } from './column-switch';
import { DifferenceToggle } from './difference-toggle';
import { FiguresTable } from './figures-table';
import { LatestCreatives } from './latest-creatives';
import { MixCards } from './mix-cards';
import { TopLists } from './top-lists';
import { TrendCard } from './trend-card';

export interface ComparisonViewProps {
  host: HostApi;
  answer: CompareResponse;
  columnName: (column: ShownColumn) => string;
  /** Whether the charts offer their downloads (none for the demo role). */
  downloads: boolean;
}

/** About the room a block takes (a chart card), held while the next one waits to draw. */
const BLOCK_HEIGHT = 480;

/**
 * The answer's blocks for the column chosen: figures, trend, mixes, top 5, latest creatives, each
 * drawn in a task of its own (at 20 entities they were one task of 600 ms at CPU × 4).
 */
export function ComparisonView({ host, answer, columnName, downloads }: ComparisonViewProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { columns, column, setColumn } = useShownColumn(answer);
  const rows = useMemo(() => (column ? entityFigures(answer, column.column) : []), [answer, column]);
  // By id: an entity keeps its colour in every chart and view, whatever its rank.
  const entityKeys = useMemo(() => entityKeysOf(answer.entities, answer.dimension), [answer]);
  if (!column) return null;
  const name = columnName(column);
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center" justify="space-between">
        <ColumnSwitch host={host} columns={columns} value={column.key} onChange={setColumn} nameOf={columnName} />
        <DifferenceToggle host={host} />
      </Flex>
      {hasNoSpots(column.column) ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('states.noSpots', { country: name, interpolation: { escapeValue: false } })}
        />
      ) : (
        <DrawnInTurn
          minHeight={BLOCK_HEIGHT}
          blocks={[
            <FiguresTable
              key="figures"
              host={host}
              column={column}
              rows={rows}
              title={`${t('blocks.figures')} · ${name}`}
            />,
            <TrendCard
              key="trend"
              host={host}
              grain={answer.grain}
              column={column}
              columnName={name}
              rows={rows}
              entityKeys={entityKeys}
              downloads={downloads}
            />,
            <MixCards key="mixes" host={host} columnName={name} rows={rows} downloads={downloads} />,
            <TopLists key="top" host={host} topOf={answer.topOf} rows={rows} />,
            <LatestCreatives key="creatives" host={host} rows={rows} />,
          ]}
        />
      )}
    </Flex>
  );
}
