import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, InvestmentCountry, ShareOfVoiceCountry } from 'shared-contracts';
import { PieCard } from './pie-card';
import { NotInPlanCard } from '../../../lib/not-in-plan-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { NAMESPACE } from '../../../locales';

export interface SharePiesProps {
  host: HostApi;
  dimension: BreakdownDimension;
  sov: ShareOfVoiceCountry;
  /** Absent without the investment role: the SOI pie's place says it is not in the plan. */
  soi?: { data: InvestmentCountry | null | undefined; isLoading: boolean; error: unknown };
}

/** The share of voice and share of investment pies of the chart dimension. */
export function SharePies({ host, dimension, sov, soi }: SharePiesProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const name = t(`dimensions.${dimension}`).toLocaleLowerCase();
  const soiSlices = useMemo(() => soi?.data?.pieData ?? [], [soi?.data]);
  const soiTitle = t('charts.soi', { dimension: name });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <PieCard host={host} title={t('charts.sov', { dimension: name })} slices={sov.pieData} />
      </Col>
      <Col xs={24} lg={12}>
        {soi ? (
          <SnapshotDataState host={host} isLoading={soi.isLoading} error={soi.error} isEmpty={soiSlices.length === 0}>
            <PieCard host={host} title={soiTitle} slices={soiSlices} />
          </SnapshotDataState>
        ) : (
          <NotInPlanCard host={host} title={soiTitle} />
        )}
      </Col>
    </Row>
  );
}
