import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi, InvestmentCountry } from 'shared-contracts';
import {
  ChartCard,
  countryName,
  formatPercent,
  LineChart,
  seriesCsv,
  sortByX,
  withShareBasis,
  type EntityKeys,
} from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { evolutionPoints, type LabelOf } from '../lib/investment-data';

export interface EvolutionChartsProps {
  host: HostApi;
  countries: readonly InvestmentCountry[];
  labelOf: LabelOf;
  /** The entity key of each label (its id): the colour it keeps in every chart. */
  entityKeys: EntityKeys;
  /** What the shares are of, when a filter narrows the ranking. */
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

/**
 * Share of investment over time (trendingSoI), one chart per country: shares are per country,
 * so they are not added across countries, and they depend on neither currency nor metric.
 */
export function EvolutionCharts({ host, countries, labelOf, entityKeys, shareNote, onDrawn }: EvolutionChartsProps) {
  const several = countries.length > 1;
  return (
    <Row gutter={[16, 16]}>
      {countries.map((country) => (
        <Col xs={24} xl={several ? 12 : 24} key={country.country}>
          <EvolutionChart
            host={host}
            country={country}
            several={several}
            labelOf={labelOf}
            entityKeys={entityKeys}
            shareNote={shareNote}
            onDrawn={onDrawn}
          />
        </Col>
      ))}
    </Row>
  );
}

const percent = (value: number) => formatPercent(value);

interface EvolutionChartProps {
  host: HostApi;
  country: InvestmentCountry;
  several: boolean;
  labelOf: LabelOf;
  entityKeys: EntityKeys;
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

function EvolutionChart({ host, country, several, labelOf, entityKeys, shareNote, onDrawn }: EvolutionChartProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const points = useMemo(() => sortByX(evolutionPoints(country, labelOf)), [country, labelOf]);
  const title = withShareBasis(
    several ? t('charts.evolutionOf', { country: countryName(country.country, i18n.language) }) : t('charts.evolution'),
    shareNote,
  );
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      csv={() =>
        seriesCsv(points, {
          x: t('table.date'),
          series: t('table.name'),
          value: withShareBasis(t('table.share'), shareNote),
        })
      }
    >
      <LineChart
        i18n={host.i18n}
        label={title}
        data={points}
        format={percent}
        entityKeys={entityKeys}
        onRendered={() => onDrawn(`evolution-${country.country}`)}
      />
    </ChartCard>
  );
}
