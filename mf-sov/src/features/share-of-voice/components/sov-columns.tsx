import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import {
  formatCount,
  formatPercent,
  formatViewability,
  TrafficLight,
  type TrafficLightLabels,
  type TrafficLightThresholds,
} from 'shared-ui';
import type { SovTableRow } from '../lib/sov-data';

export interface SovColumnsOptions {
  t: TFunction;
  thresholds: TrafficLightThresholds;
  lights: TrafficLightLabels;
  /** The share column's title, saying what the shares are of when that needs saying. */
  shareTitle: string;
  /**
   * A phone: the name narrower (cut with an ellipsis, whole in its tooltip) and pViewability left
   * out, so that share and spots show beside the name in the screen's width.
   */
  compact?: boolean;
}

/** Name (with its traffic light), pViewability, share (%) and spots (the table adds the country). */
export function sovColumns({
  t,
  thresholds,
  lights,
  shareTitle,
  compact = false,
}: SovColumnsOptions): ColumnsType<SovTableRow> {
  const figureWidth = compact ? 84 : 140;
  const columns: ColumnsType<SovTableRow> = [
    {
      key: 'label',
      title: t('table.name'),
      dataIndex: 'label',
      width: compact ? 150 : 320,
      ...(compact ? { ellipsis: { showTitle: true } } : {}),
      render: (_, row) => (
        <>
          <TrafficLight share={row.percentage} thresholds={thresholds} labels={lights} />
          {row.label}
        </>
      ),
    },
    {
      key: 'viewability',
      title: t('table.viewability'),
      dataIndex: 'viewability',
      width: 140,
      align: 'right',
      sorter: (a, b) => (a.viewability ?? -1) - (b.viewability ?? -1),
      render: (value: number | null) => formatViewability(value),
    },
    {
      key: 'percentage',
      title: shareTitle,
      dataIndex: 'percentage',
      width: figureWidth,
      align: 'right',
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.percentage - b.percentage,
      render: (value: number) => formatPercent(value),
    },
    {
      key: 'total',
      title: t('table.spots'),
      dataIndex: 'total',
      width: figureWidth,
      align: 'right',
      sorter: (a, b) => a.total - b.total,
      render: (value: number) => formatCount(value),
    },
  ];
  return compact ? columns.filter((column) => column.key !== 'viewability') : columns;
}
