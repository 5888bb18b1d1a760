import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CompareFigures } from 'shared-contracts';
import type { EntityFigures, ShownColumn } from '../lib/compare-columns';
import { figureText, type FigureKind } from '../lib/figure-text';

/** What the columns need: the translations, the column shown, mine's figures when differences are on. */
export interface FiguresColumnsInput {
  t: TFunction;
  column: ShownColumn;
  mine: CompareFigures | null;
}

function figureCell(
  row: EntityFigures,
  input: FiguresColumnsInput,
  pick: (figures: CompareFigures) => number | null,
  kind: FigureKind,
) {
  const mine = input.mine && !row.isMine ? pick(input.mine) : undefined;
  return figureText(pick(row.figures), kind, mine) ?? input.t('table.notAvailable');
}

/** The figures table's columns: an entity a row, its figures side by side (docs: issue 55). */
export function figuresColumns(input: FiguresColumnsInput): TableColumnsType<EntityFigures> {
  const { t, column } = input;
  const cell =
    (pick: (figures: CompareFigures) => number | null, kind: FigureKind) => (_: unknown, row: EntityFigures) =>
      figureCell(row, input, pick, kind);
  const spendColumns: TableColumnsType<EntityFigures> = column.column.spendUnavailable
    ? []
    : [
        {
          key: 'spend',
          title: t('table.spend'),
          align: 'right',
          render: (_: unknown, row: EntityFigures) =>
            row.figures.spend ? (
              <>
                {figureCell(row, input, (figures) => figures.spend?.amount ?? null, { currency: column.currency })}
                {column.currency !== 'USD' && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {figureCell(row, input, (figures) => figures.spend?.usd ?? null, { currency: 'USD' })}
                  </Typography.Text>
                )}
              </>
            ) : (
              t('table.notAvailable')
            ),
        },
      ];
  return [
    {
      key: 'entity',
      title: t('table.entity'),
      fixed: 'start',
      render: (_: unknown, row: EntityFigures) => (
        <>
          {row.isMine && <Tag color="blue">{t('picker.mine')}</Tag>}
          {row.entity.label}
        </>
      ),
    },
    {
      key: 'shareOfVoice',
      title: t('table.shareOfVoice'),
      align: 'right',
      render: cell((f) => f.shareOfVoice, 'percent'),
    },
    { key: 'shareInSet', title: t('table.shareInSet'), align: 'right', render: cell((f) => f.shareInSet, 'percent') },
    { key: 'spots', title: t('table.spots'), align: 'right', render: cell((f) => f.spots, 'count') },
    ...spendColumns,
    { key: 'prints', title: t('table.prints'), align: 'right', render: cell((f) => f.prints, 'count') },
    {
      key: 'pViewability',
      title: t('table.pViewability'),
      align: 'right',
      render: cell((f) => f.pViewability, 'percent'),
    },
    {
      key: 'campaigns',
      title: t('table.campaigns'),
      align: 'right',
      render: (_: unknown, row: EntityFigures) =>
        t('table.newOf', {
          total: figureCell(row, input, (f) => f.campaigns.total, 'count'),
          count: figureCell(row, input, (f) => f.campaigns.new, 'count'),
        }),
    },
    {
      key: 'creatives',
      title: t('table.creatives'),
      align: 'right',
      render: (_: unknown, row: EntityFigures) =>
        t('table.newOf', {
          total: figureCell(row, input, (f) => f.creatives.total, 'count'),
          count: figureCell(row, input, (f) => f.creatives.new, 'count'),
        }),
    },
    {
      key: 'seen',
      title: t('table.seen'),
      render: (_: unknown, row: EntityFigures) =>
        t('table.seenRange', {
          first: row.figures.firstSeen ?? t('table.notAvailable'),
          last: row.figures.lastSeen ?? t('table.notAvailable'),
        }),
    },
  ];
}
