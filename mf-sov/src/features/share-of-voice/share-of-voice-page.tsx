import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import {
  DataState,
  ExportMenu,
  formatCount,
  pickThresholds,
  preloadCharts,
  ShareBasisSwitch,
  useAppliedSearch,
  useChartsDrawn,
  useGraphLabel,
  useShareBasis,
  useShareBasisNote,
  ViewPage,
} from 'shared-ui';
import { NAMESPACE } from '../../locales';
import { useShareOfVoice } from './api/get-share-of-voice';
import { MultiCountryView } from './components/multi-country-view';
import { SingleCountryView } from './components/single-country-view';
import { isEmptyAnswer, totalSpots } from './lib/sov-data';

/** Marked when every chart has drawn the answer (read by the benchmark and browser tests). */
const SOV_CHARTS_MARK = 'sov:charts-drawn';

export interface ShareOfVoicePageProps {
  host: HostApi;
}

/** Share of Voice (page `shareofvoice`): pies and a table for one country, trends per country for several. */
export function ShareOfVoicePage({ host }: ShareOfVoicePageProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const search = useAppliedSearch(host);
  // The chart library downloads while the data is on its way.
  useEffect(() => void preloadCharts(), []);
  const shareBasis = useShareBasis(search.advancedFilters, search.dimension);
  const shareNote = useShareBasisNote(host.i18n, search.dimension, shareBasis);
  const request = useMemo(
    () => (shareBasis.basis === 'all' ? { ...search.queryKey, basis: shareBasis.basis } : search.queryKey),
    [search.queryKey, shareBasis.basis],
  );
  const query = useShareOfVoice(host, request);
  const answer = query.data;
  const labelOf = useGraphLabel(host.i18n);
  const thresholds = useMemo(
    () => pickThresholds(search.selectedTab, search.advancedFilters),
    [search.selectedTab, search.advancedFilters],
  );
  const chartCount = !answer ? 0 : answer.length === 1 ? 2 : answer.length * 2;
  const onDrawn = useChartsDrawn(SOV_CHARTS_MARK, chartCount, answer);

  return (
    <ViewPage
      host={host}
      title={t('page.title')}
      {...(answer && !isEmptyAnswer(answer)
        ? { figure: t('page.totalSpots', { spots: formatCount(totalSpots(answer)) }) }
        : {})}
      actions={
        <>
          <ShareBasisSwitch i18n={host.i18n} dimension={search.dimension} choice={shareBasis} />
          <ExportMenu host={host} page="shareofvoice" />
        </>
      }
    >
      <DataState
        i18n={host.i18n}
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={!answer || isEmptyAnswer(answer)}
      >
        {answer?.length === 1 && answer[0] ? (
          <SingleCountryView
            host={host}
            country={answer[0]}
            dimension={search.dimension}
            thresholds={thresholds}
            labelOf={labelOf}
            shareNote={shareNote}
            onDrawn={onDrawn}
          />
        ) : answer ? (
          <MultiCountryView
            host={host}
            answer={answer}
            dimension={search.dimension}
            thresholds={thresholds}
            labelOf={labelOf}
            shareNote={shareNote}
            onDrawn={onDrawn}
          />
        ) : null}
      </DataState>
    </ViewPage>
  );
}
