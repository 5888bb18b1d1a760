import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPARE_TOP, type CompareResponse, type HostApi } from 'shared-contracts';
import { formatPercent } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import type { EntityFigures } from '../lib/compare-columns';
import { EntitiesTable } from './entities-table';

export interface TopListsProps {
  host: HostApi;
  topOf: CompareResponse['topOf'];
  rows: readonly EntityFigures[];
}

/** Each entity's 5 largest publishers (advertisers when publishers are compared), a row each. */
export function TopLists({ host, topOf, rows }: TopListsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const title = t(`blocks.top.${topOf}`);
  const columns: TableColumnsType<EntityFigures> = [
    { key: 'entity', title: t('table.entity'), render: (_: unknown, row: EntityFigures) => row.entity.label },
    ...Array.from({ length: COMPARE_TOP }, (_, index) => ({
      key: `top-${index}`,
      title: `#${index + 1}`,
      render: (_: unknown, row: EntityFigures) => {
        const part = row.figures.top[index];
        return part ? `${part.label} (${formatPercent(part.share)})` : '';
      },
    })),
  ];
  return (
    <Card size="small" title={title}>
      <EntitiesTable label={title} columns={columns} rows={rows} />
    </Card>
  );
}
