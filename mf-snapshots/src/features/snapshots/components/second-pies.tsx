import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, MarketSearchBody, PieSlice } from 'shared-contracts';
import { PieCard } from './pie-card';
import { NotInPlanCard } from '../../../lib/not-in-plan-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { NAMESPACE } from '../../../locales';
import { useSnapshotSoi, useSnapshotSov } from '../api/get-snapshot-breakdown';
import { ShareDonut } from './media-donuts';

export interface SecondPiesProps {
  host: HostApi;
  dimension: 'publishers' | 'advertisers';
  body: MarketSearchBody;
  language: string;
  /** Without it the SOI pie says it is not in the plan, and is not asked for (the API refuses it). */
  withInvestment: boolean;
}

interface PieQuery {
  data: { pieData: PieSlice[] } | null | undefined;
  isLoading: boolean;
  error: unknown;
}

function QueryPie({ host, query, title }: { host: HostApi; query: PieQuery; title: string }) {
  const slices = useMemo(() => query.data?.pieData ?? [], [query.data]);
  return (
    <SnapshotDataState host={host} isLoading={query.isLoading} error={query.error} isEmpty={slices.length === 0}>
      <PieCard host={host} title={title} slices={slices} donut />
    </SnapshotDataState>
  );
}

/** Advertisers beside a publishers snapshot: the top 10 by spots and by amount. */
function AdvertiserPies({ host, body, language, withInvestment }: Omit<SecondPiesProps, 'dimension'>) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const request = useMemo(() => ({ dimension: 'advertisers' as const, language, body }), [language, body]);
  const sov = useSnapshotSov(host, request);
  const soi = useSnapshotSoi(host, request, withInvestment);
  const name = t('dimensions.advertisers').toLocaleLowerCase();
  const soiTitle = t('charts.soi', { dimension: name });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <QueryPie host={host} query={sov} title={t('charts.sov', { dimension: name })} />
      </Col>
      <Col xs={24} lg={12}>
        {withInvestment ? (
          <QueryPie host={host} query={soi} title={soiTitle} />
        ) : (
          <NotInPlanCard host={host} title={soiTitle} />
        )}
      </Col>
    </Row>
  );
}

/** Publishers beside an industries or advertisers snapshot: the snapshot's publisher donuts. */
function PublisherPies({ host, body, withInvestment }: Pick<SecondPiesProps, 'host' | 'body' | 'withInvestment'>) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const name = t('dimensions.publishers').toLocaleLowerCase();
  const soiTitle = t('charts.soi', { dimension: name });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ShareDonut host={host} kind="publishers/sov" body={body} title={t('charts.sov', { dimension: name })} />
      </Col>
      <Col xs={24} lg={12}>
        {withInvestment ? (
          <ShareDonut host={host} kind="publishers/soi" body={body} title={soiTitle} />
        ) : (
          <NotInPlanCard host={host} title={soiTitle} />
        )}
      </Col>
    </Row>
  );
}

/** The publisher pies, or the advertiser pies on a publishers snapshot. */
export function SecondPies({ dimension, ...props }: SecondPiesProps) {
  return dimension === 'advertisers' ? (
    <AdvertiserPies {...props} />
  ) : (
    <PublisherPies host={props.host} body={props.body} withInvestment={props.withInvestment} />
  );
}
