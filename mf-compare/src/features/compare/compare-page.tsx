import { Alert } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole, ROLES, type HostApi } from 'shared-contracts';
import { countryName, DataState, formatCount, preloadCharts, ViewPage } from 'shared-ui';
import { useStore } from 'zustand';
import { NAMESPACE } from '../../locales';
import { useComparison } from './api/get-comparison';
import { ComparisonView } from './components/comparison-view';
import { EntityPicker } from './components/entity-picker';
import { ExportWorkbookButton } from './components/export-workbook-button';
import { useCompareSelection } from './hooks/use-compare-selection';
import { useComparisonRequest } from './hooks/use-comparison-request';
import { useMineMemory } from './hooks/use-mine-memory';
import { useShownColumn } from './hooks/use-shown-column';
import { columnSpots, hasNoSpots, TOTAL, type ShownColumn } from './lib/compare-columns';

const NO_ROLES: readonly string[] = [];

export interface ComparePageProps {
  host: HostApi;
}

/** Compare (page `compare`): 2 to 20 advertisers, publishers or industries side by side (issue 55). */
export function ComparePage({ host }: ComparePageProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  useEffect(() => void preloadCharts(), []);
  const { selection, change } = useCompareSelection(host);
  const rememberedMine = useMineMemory(host, selection, change);
  const { search, request } = useComparisonRequest(host, selection);
  const comparison = useComparison(host, request);
  const roles = useStore(host.session, (state) => state.claims?.roles ?? NO_ROLES);
  const isDemo = hasRole(roles, ROLES.demo);
  const columnName = useCallback(
    (column: ShownColumn) =>
      column.key === TOTAL || !column.country ? t('columns.total') : countryName(column.country, i18n.language),
    [t, i18n.language],
  );
  const answer = request ? comparison.data : undefined;
  const { column } = useShownColumn(answer);
  // The chosen column's spots, first on a phone's screen like the other views' headline figure.
  const figure =
    column && !hasNoSpots(column.column)
      ? { figure: t('page.totalSpots', { spots: formatCount(columnSpots(column.column)) }) }
      : {};

  return (
    <ViewPage
      host={host}
      title={t('page.title')}
      {...figure}
      note={<p style={{ marginTop: 0 }}>{t('page.subtitle')}</p>}
      actions={<ExportWorkbookButton host={host} request={answer ? request : null} isDemo={isDemo} />}
    >
      <EntityPicker host={host} selection={selection} change={change} rememberedMine={rememberedMine} />
      {search.body.length === 0 ? (
        <Alert type="warning" showIcon role="alert" title={t('states.noCountries')} />
      ) : (
        request && (
          <DataState
            i18n={host.i18n}
            isLoading={comparison.isLoading}
            error={comparison.error}
            isEmpty={!answer || answer.countries.length === 0}
          >
            {answer && <ComparisonView host={host} answer={answer} columnName={columnName} downloads={!isDemo} />}
          </DataState>
        )
      )}
    </ViewPage>
  );
}
