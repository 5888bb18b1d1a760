import { Col, Flex, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, ShareOfVoiceCountry } from 'shared-contracts';
import {
  BelowFirstScreen,
  ChartCard,
  entityKeysOf,
  PieChart,
  pieCsv,
  toPieData,
  useSharedUiTranslation,
  withShareBasis,
  type TrafficLightThresholds,
} from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { mediaMixSlices, pieSlices, spotsOfSlice, toSovRows, type LabelOf } from '../lib/sov-data';
import { SOV_TABLE_HEIGHT, SovTable } from './sov-table';

export interface SingleCountryViewProps {
  host: HostApi;
  country: ShareOfVoiceCountry;
  dimension: BreakdownDimension;
  thresholds: TrafficLightThresholds;
  labelOf: LabelOf;
  /** What the shares are of, when a filter narrows the ranking (shared-ui `useShareBasisNote`). */
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

/** One country: the share pie, the media-mix donut and the table. */
export function SingleCountryView({
  host,
  country,
  dimension,
  thresholds,
  labelOf,
  shareNote,
  onDrawn,
}: SingleCountryViewProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { t: tShared } = useSharedUiTranslation(host.i18n);
  const shares = useMemo(() => pieSlices(country, labelOf), [country, labelOf]);
  const media = useMemo(() => mediaMixSlices(country, labelOf), [country, labelOf]);
  const rows = useMemo(() => toSovRows([country], labelOf), [country, labelOf]);
  // By id, so an entity keeps its colour under another label (industries in another language).
  const entityKeys = useMemo(() => entityKeysOf(rows, dimension), [rows, dimension]);
  const others = tShared('charts.others');
  const shareCsv = () => {
    const plotted = toPieData(shares, others);
    const spots = spotsOfSlice(
      rows,
      plotted.map((slice) => slice.type),
    );
    return pieCsv(plotted, {
      name: t('table.name'),
      share: withShareBasis(t('table.share'), shareNote),
      count: { header: t('table.spots'), of: spots },
    });
  };
  const shareTitle = withShareBasis(
    t('charts.share', { dimension: t(`dimensions.${dimension}`).toLocaleLowerCase() }),
    shareNote,
  );
  const mediaTitle = t('charts.mediaMix');

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard i18n={host.i18n} title={shareTitle} csv={shareCsv}>
            <PieChart
              i18n={host.i18n}
              label={shareTitle}
              data={shares}
              entityKeys={entityKeys}
              onRendered={() => onDrawn('share')}
            />
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            i18n={host.i18n}
            title={mediaTitle}
            csv={() => pieCsv(toPieData(media, others), { name: t('table.media'), share: t('table.share') })}
          >
            <PieChart i18n={host.i18n} label={mediaTitle} data={media} donut onRendered={() => onDrawn('media')} />
          </ChartCard>
        </Col>
      </Row>
      <BelowFirstScreen minHeight={SOV_TABLE_HEIGHT}>
        <SovTable
          host={host}
          rows={rows}
          dimension={dimension}
          thresholds={thresholds}
          shareNote={shareNote}
          withCountry={false}
        />
      </BelowFirstScreen>
    </Flex>
  );
}
