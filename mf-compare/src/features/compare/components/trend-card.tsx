import { Segmented } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareResponse, HostApi } from 'shared-contracts';
import { ChartCard, formatNumber, formatPercent, LineChart, seriesCsv, type EntityKeys } from 'shared-ui';
import { NAMESPACE } from '../../../locales';
import { useCompareViewStore } from '../hooks/use-compare-view-store';
import { trendPoints, type TrendMetric } from '../lib/compare-charts';
import type { EntityFigures, ShownColumn } from '../lib/compare-columns';

export interface TrendCardProps {
  host: HostApi;
  grain: CompareResponse['grain'];
  column: ShownColumn;
  columnName: string;
  rows: readonly EntityFigures[];
  entityKeys: EntityKeys;
  downloads: boolean;
}

const percent = (value: number) => formatPercent(value);

/** One line per entity, share of voice or spend (a switch), at the answer's grain. */
export function TrendCard({ host, grain, column, columnName, rows, entityKeys, downloads }: TrendCardProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const chosen = useCompareViewStore((state) => state.trendMetric);
  const setMetric = useCompareViewStore((state) => state.setTrendMetric);
  const spendShown = !column.column.spendUnavailable;
  const metric: TrendMetric = spendShown ? chosen : 'shareOfVoice';
  const points = useMemo(() => trendPoints(rows, metric), [rows, metric]);
  const title = `${t('trend.title', { column: columnName, interpolation: { escapeValue: false } })} (${t(`trend.grain.${grain}`)})`;
  const format = metric === 'spend' ? (value: number) => `${column.currency} ${formatNumber(value)}` : percent;
  const valueName = metric === 'spend' ? `${t('trend.spend')} (${column.currency})` : t('trend.shareOfVoice');
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      downloads={downloads}
      extra={
        <Segmented<TrendMetric>
          size="small"
          aria-label={t('trend.metric')}
          value={metric}
          onChange={setMetric}
          options={[
            { value: 'shareOfVoice', label: t('trend.shareOfVoice') },
            { value: 'spend', label: t('trend.spend'), disabled: !spendShown },
          ]}
        />
      }
      csv={() => seriesCsv(points, { x: t('table.period'), series: t('table.entity'), value: valueName })}
    >
      <LineChart i18n={host.i18n} label={title} data={points} format={format} entityKeys={entityKeys} />
    </ChartCard>
  );
}
