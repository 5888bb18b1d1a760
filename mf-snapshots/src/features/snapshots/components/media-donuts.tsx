import { Col } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, MarketSearchBody } from 'shared-contracts';
import { useGraphLabel } from 'shared-ui';
import { PieCard } from './pie-card';
import { SnapshotDataState } from '../../../lib/snapshot-data-state';
import { NAMESPACE } from '../../../locales';
import { useSnapshotShares, type SnapshotShareKind } from '../api/get-snapshot-shares';
import { shareSlices } from '../lib/snapshot-charts';

interface ShareDonutProps {
  host: HostApi;
  kind: SnapshotShareKind;
  body: MarketSearchBody;
  title: string;
}

/** One donut of a snapshot share call, with its own loading and error state. */
export function ShareDonut({ host, kind, body, title }: ShareDonutProps) {
  const query = useSnapshotShares(host, kind, body);
  const labelOf = useGraphLabel(host.i18n);
  const slices = useMemo(() => shareSlices(query.data?.items ?? [], labelOf), [query.data, labelOf]);
  return (
    <SnapshotDataState host={host} isLoading={query.isLoading} error={query.error} isEmpty={slices.length === 0}>
      <PieCard host={host} title={title} slices={slices} donut />
    </SnapshotDataState>
  );
}

export interface MediaDonutsProps {
  host: HostApi;
  body: MarketSearchBody;
}

/** The platforms and sources donuts (sources and platforms read as desktop, programmatic, direct). */
export function MediaDonuts({ host, body }: MediaDonutsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <ShareDonut host={host} kind="platforms" body={body} title={t('charts.platforms')} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ShareDonut host={host} kind="sources" body={body} title={t('charts.sources')} />
      </Col>
    </>
  );
}
