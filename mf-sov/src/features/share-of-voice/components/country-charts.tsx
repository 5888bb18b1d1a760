import { Col } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, ShareOfVoiceCountry } from 'shared-contracts';
import {
  ChartCard,
  formatPercent,
  LineChart,
  seriesCsv,
  sortByX,
  StackedPercentChart,
  toPercentStack,
  withShareBasis,
  type EntityKeys,
} from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { labelSeries, type LabelOf } from '../lib/sov-data';

export interface CountryChartsProps {
  host: HostApi;
  country: ShareOfVoiceCountry;
  /** The country's name in the user's language. */
  name: string;
  labelOf: LabelOf;
  /** The entity key of each label (its id): the colour it keeps in every chart. */
  entityKeys: EntityKeys;
  /** What the shares are of, when a filter narrows the ranking. */
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

const percent = (value: number) => formatPercent(value);

/** One country's trending share of voice (line) and share by media (100% columns), side by side. */
export function CountryCharts({ host, country, name, labelOf, entityKeys, shareNote, onDrawn }: CountryChartsProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const trend = useMemo(() => labelSeries(country.trendingSoV, labelOf), [country, labelOf]);
  const media = useMemo(() => labelSeries(country.mediaData, labelOf), [country, labelOf]);
  const trendTitle = withShareBasis(t('charts.trend', { country: name }), shareNote);
  const mediaTitle = withShareBasis(t('charts.media', { country: name }), shareNote);
  const headers = { series: t('table.name'), value: withShareBasis(t('table.share'), shareNote) };

  return (
    <>
      <Col xs={24} xl={12}>
        <ChartCard
          i18n={host.i18n}
          title={trendTitle}
          csv={() => seriesCsv(sortByX(trend), { ...headers, x: t('table.date') })}
        >
          <LineChart
            i18n={host.i18n}
            label={trendTitle}
            data={trend}
            format={percent}
            entityKeys={entityKeys}
            onRendered={() => onDrawn(`${country.country}-trend`)}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard
          i18n={host.i18n}
          title={mediaTitle}
          csv={() => seriesCsv(toPercentStack(sortByX(media)), { ...headers, x: t('table.media') })}
        >
          <StackedPercentChart
            i18n={host.i18n}
            label={mediaTitle}
            data={media}
            entityKeys={entityKeys}
            onRendered={() => onDrawn(`${country.country}-media`)}
          />
        </ChartCard>
      </Col>
    </>
  );
}
