import { Alert, Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { narrowsRanking, type HostApi } from 'shared-contracts';
import {
  BelowFirstScreen,
  DataState,
  entityKeysOf,
  ExportMenu,
  preloadCharts,
  useChartsDrawn,
  useGraphLabel,
  useShareBasisNote,
  ViewPage,
} from 'shared-ui';
import { NAMESPACE } from '../../locales';
import { EvolutionCharts } from './components/evolution-charts';
import { InvestmentCharts } from './components/investment-charts';
import { InvestmentNotices } from './components/investment-notices';
import { InvestmentTable } from './components/investment-table';
import { MetricToggle } from './components/metric-toggle';
import { useInvestmentData } from './hooks/use-investment-data';
import { useMetricStore } from './hooks/use-metric-store';
import { isEmptyInvestment, toInvestmentRows, totalOf } from './lib/investment-data';
import { metricFormatter } from './lib/metric-format';

/** Marked when every chart has drawn the answer. */
const INVESTMENT_CHARTS_MARK = 'investment:charts-drawn';

/** About what the evolution charts and the table take, under the first screen's charts. */
const BELOW_FIRST_SCREEN_HEIGHT = 1600;

export interface RealTimeSpendPageProps {
  host: HostApi;
}

/** Real-Time Spend (page `investment`): share of investment, media plan, columns, evolution and table. */
export function RealTimeSpendPage({ host }: RealTimeSpendPageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  useEffect(() => void preloadCharts(), []);
  const { search, inUsd, countries, isLoading, error, ratesError } = useInvestmentData(host);
  // The shares here are always of the labels shown; a filter narrowing them is said in the titles.
  const shareNote = useShareBasisNote(host.i18n, search.dimension, {
    narrowed: narrowsRanking(search.advancedFilters, search.dimension),
    basis: 'selected',
  });
  const metric = useMetricStore((state) => state.metric);
  const labelOf = useGraphLabel(host.i18n);
  const rows = useMemo(() => (countries ? toInvestmentRows(countries, labelOf) : []), [countries, labelOf]);
  // By id, so an entity keeps its colour under another label (industries in another language).
  const entityKeys = useMemo(() => entityKeysOf(rows, search.dimension), [rows, search.dimension]);
  const onDrawn = useChartsDrawn(INVESTMENT_CHARTS_MARK, countries ? 3 + countries.length : 0, countries);
  const currency = countries?.length === 1 && countries[0] ? countries[0].currency : 'USD';

  const body = !search.rangeIsValid ? (
    <Alert type="warning" showIcon role="alert" title={t('errors.daterange.periodInvestment')} />
  ) : search.marketCountries.length === 0 ? (
    <Alert type="warning" showIcon role="alert" title={t('notices.noCountries')} />
  ) : ratesError ? (
    <Alert type="warning" showIcon role="alert" title={t('notices.ratesUnavailable')} />
  ) : (
    <DataState
      i18n={host.i18n}
      isLoading={isLoading}
      error={error}
      isEmpty={!countries || isEmptyInvestment(countries)}
    >
      {countries && (
        <Flex vertical gap={16}>
          <InvestmentCharts
            host={host}
            countries={countries}
            dimension={search.dimension}
            metric={metric}
            currency={currency}
            labelOf={labelOf}
            entityKeys={entityKeys}
            shareNote={shareNote}
            onDrawn={onDrawn}
          />
          <BelowFirstScreen minHeight={BELOW_FIRST_SCREEN_HEIGHT}>
            <Flex vertical gap={16}>
              <EvolutionCharts
                host={host}
                countries={countries}
                labelOf={labelOf}
                entityKeys={entityKeys}
                shareNote={shareNote}
                onDrawn={onDrawn}
              />
              <InvestmentTable
                host={host}
                rows={rows}
                dimension={search.dimension}
                metric={metric}
                withCountry={countries.length > 1}
              />
            </Flex>
          </BelowFirstScreen>
        </Flex>
      )}
    </DataState>
  );

  return (
    <ViewPage
      host={host}
      title={t('page.title')}
      {...(countries && search.rangeIsValid && !isEmptyInvestment(countries)
        ? {
            figure:
              metric === 'amount'
                ? t('page.totalAmount', { amount: metricFormatter(metric, currency)(totalOf(countries, metric)) })
                : t('page.totalPrints', { prints: metricFormatter(metric, currency)(totalOf(countries, metric)) }),
          }
        : {})}
      actions={
        <>
          <MetricToggle host={host} />
          <ExportMenu host={host} page="investment" />
        </>
      }
    >
      <InvestmentNotices host={host} excluded={search.excluded} inUsd={inUsd && search.rangeIsValid} />
      {body}
    </ViewPage>
  );
}
