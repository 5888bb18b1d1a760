import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareMixShare, HostApi } from 'shared-contracts';
import { ChartCard, seriesCsv, StackedPercentChart } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { mixKeys, mixPoints } from '../lib/compare-charts';
import type { EntityFigures } from '../lib/compare-columns';

export interface MixCardsProps {
  host: HostApi;
  columnName: string;
  rows: readonly EntityFigures[];
  downloads: boolean;
}

/** Each entity's mix of formats and of platforms, as 100 % stacked bars. */
export function MixCards({ host, columnName, rows, downloads }: MixCardsProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <MixCard host={host} mix="formats" columnName={columnName} rows={rows} downloads={downloads} />
      </Col>
      <Col xs={24} xl={12}>
        <MixCard host={host} mix="platforms" columnName={columnName} rows={rows} downloads={downloads} />
      </Col>
    </Row>
  );
}

interface MixCardProps extends MixCardsProps {
  mix: 'formats' | 'platforms';
}

function MixCard({ host, mix, columnName, rows, downloads }: MixCardProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const partsOf = useMemo(
    () =>
      (row: EntityFigures): readonly CompareMixShare[] =>
        row.figures[mix],
    [mix],
  );
  const points = useMemo(() => mixPoints(rows, partsOf), [rows, partsOf]);
  const keys = useMemo(() => mixKeys(rows, partsOf, mix), [rows, partsOf, mix]);
  const title = t(`blocks.${mix}Of`, { column: columnName, interpolation: { escapeValue: false } });
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      downloads={downloads}
      csv={() => seriesCsv(points, { x: t('table.entity'), series: t('table.part'), value: t('table.share') })}
    >
      <StackedPercentChart i18n={host.i18n} label={title} data={points} entityKeys={keys} />
    </ChartCard>
  );
}
