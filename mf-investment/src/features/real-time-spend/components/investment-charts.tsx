import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownDimension, HostApi, InvestmentCountry } from 'shared-contracts';
import {
  AfterFirstChart,
  CHART_HEIGHT,
  ChartCard,
  ColumnChart,
  countryName,
  PieChart,
  pieCsv,
  seriesCsv,
  sortByX,
  toCsvTable,
  toPieData,
  useSharedUiTranslation,
  withShareBasis,
  type EntityKeys,
} from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import {
  countryColumns,
  mediaPlanPoints,
  metricSlices,
  topLabelColumns,
  type LabelOf,
  type Metric,
} from '../lib/investment-data';
import { metricFormatter } from '../lib/metric-format';

/** A chart card's height with one row of legend: the room the later cards hold until they draw. */
const LATER_CARD_HEIGHT = CHART_HEIGHT + 85;

export interface InvestmentChartsProps {
  host: HostApi;
  countries: readonly InvestmentCountry[];
  dimension: BreakdownDimension;
  metric: Metric;
  /** The currency amounts are in (the country's, or USD for several). */
  currency: string;
  labelOf: LabelOf;
  /** The entity key of each label (its id): the colour it keeps in every chart. */
  entityKeys: EntityKeys;
  /** What the shares are of, when a filter narrows the ranking. */
  shareNote: string | null;
  onDrawn: (chartId: string) => void;
}

/**
 * Share of investment (pie), the media plan (stacked columns) and the columns by label or country.
 * The pie draws first; the other two cards follow once it is on screen.
 */
export function InvestmentCharts({
  host,
  countries,
  dimension,
  metric,
  currency,
  labelOf,
  entityKeys,
  shareNote,
  onDrawn,
}: InvestmentChartsProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { t: tShared } = useSharedUiTranslation(host.i18n);
  const metricName = t(`metric.${metric}`);
  const dimensionName = t(`dimensions.${dimension}`).toLocaleLowerCase();
  const format = useMemo(() => metricFormatter(metric, currency), [metric, currency]);
  const slices = useMemo(() => metricSlices(countries, metric, labelOf), [countries, metric, labelOf]);
  const plan = useMemo(() => sortByX(mediaPlanPoints(countries, metric, labelOf)), [countries, metric, labelOf]);
  const columns = useMemo(() => {
    const [only] = countries;
    return countries.length === 1 && only
      ? topLabelColumns(only, metric, labelOf, metricName)
      : countryColumns(countries, metric, (code) => countryName(code, i18n.language), metricName);
  }, [countries, metric, labelOf, metricName, i18n.language]);

  const shareTitle = withShareBasis(
    t(metric === 'amount' ? 'charts.shareAmount' : 'charts.sharePrints', { dimension: dimensionName }),
    shareNote,
  );
  const planTitle = t('charts.mediaPlan');
  const columnsTitle = countries.length === 1 ? t('charts.top', { dimension: dimensionName }) : t('charts.byCountry');
  const headers = { name: t('table.name'), value: metricName, share: withShareBasis(t('table.share'), shareNote) };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <ChartCard
          i18n={host.i18n}
          title={shareTitle}
          csv={() =>
            pieCsv(toPieData(slices, tShared('charts.others')), {
              name: headers.name,
              share: headers.share,
              count: { header: metricName },
            })
          }
        >
          <PieChart
            i18n={host.i18n}
            label={shareTitle}
            data={slices}
            entityKeys={entityKeys}
            onRendered={() => onDrawn('share')}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={16}>
        <AfterFirstChart minHeight={LATER_CARD_HEIGHT}>
          <ChartCard
            i18n={host.i18n}
            title={planTitle}
            csv={() => seriesCsv(plan, { x: t('table.media'), series: headers.name, value: metricName })}
          >
            <ColumnChart
              i18n={host.i18n}
              label={planTitle}
              data={plan}
              format={format}
              entityKeys={entityKeys}
              stacked
              onRendered={() => onDrawn('plan')}
            />
          </ChartCard>
        </AfterFirstChart>
      </Col>
      <Col xs={24}>
        <AfterFirstChart minHeight={LATER_CARD_HEIGHT}>
          <ChartCard
            i18n={host.i18n}
            title={columnsTitle}
            csv={() =>
              toCsvTable(columns, [
                { header: countries.length === 1 ? headers.name : t('table.country'), value: (point) => point.x },
                { header: metricName, value: (point) => point.value },
              ])
            }
          >
            <ColumnChart
              i18n={host.i18n}
              label={columnsTitle}
              data={columns}
              format={format}
              onRendered={() => onDrawn('columns')}
            />
          </ChartCard>
        </AfterFirstChart>
      </Col>
    </Row>
  );
}
