import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, InvestmentCountry, ShareOfVoiceCountry } from 'shared-contracts';
import { PieCard } from './pie-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { NAMESPACE } from '../../../locales';

export interface SharePiesProps {
  host: HostApi;
  dimension: BreakdownDimension;
  sov: ShareOfVoiceCountry;
  /** Absent without the investment role: the SOI pie is left out. */
  soi?: { data: InvestmentCountry | null | undefined; isLoading: boolean; error: unknown };
}

/** The share of voice and share of investment pies of the chart dimension. */
export function SharePies({ host, dimension, sov, soi }: SharePiesProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const name = t(`dimensions.${dimension}`).toLocaleLowerCase();
  const soiSlices = useMemo(() => soi?.data?.pieData ?? [], [soi?.data]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={soi ? 12 : 24}>
        <PieCard host={host} title={t('charts.sov', { dimension: name })} slices={sov.pieData} />
      </Col>
      {soi && (
        <Col xs={24} lg={12}>
          <SnapshotDataState host={host} isLoading={soi.isLoading} error={soi.error} isEmpty={soiSlices.length === 0}>
            <PieCard host={host} title={t('charts.soi', { dimension: name })} slices={soiSlices} />
          </SnapshotDataState>
        </Col>
      )}
    </Row>
  );
}
