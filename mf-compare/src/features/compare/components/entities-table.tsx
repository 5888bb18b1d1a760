import { Table, type TableColumnsType } from 'antd';
import { SIDEWAYS_BOX, SIDEWAYS_SCROLL } from 'shared-ui';
import type { EntityFigures } from '../lib/compare-columns';

export interface EntitiesTableProps {
  /** Names the table and the region it scrolls in. */
  label: string;
  columns: TableColumnsType<EntityFigures>;
  rows: readonly EntityFigures[];
}

/**
 * A row per compared entity. Wider than its card (20 entities, a phone), it scrolls sideways in a
 * region a keyboard user can focus and scroll with the arrows (axe's scrollable-region-focusable:
 * these tables hold no link or button to tab to).
 */
export function EntitiesTable({ label, columns, rows }: EntitiesTableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} {...SIDEWAYS_BOX}>
      <Table<EntityFigures>
        aria-label={label}
        size="small"
        rowKey={(row) => row.entity.id}
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        components={SIDEWAYS_SCROLL.components}
      />
    </div>
  );
}
