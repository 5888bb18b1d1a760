import { Flex, Tag, theme } from 'antd';
import type { i18n as I18n } from 'i18next';
import { memo, useCallback, useMemo, useState } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { useSeriesColors, type EntityKeys, type SeriesColors } from './use-series-colors';

/** One series (or pie slice) of a chart and the colour it is drawn in. */
interface LegendEntry {
  name: string;
  color: string;
  /** What the entry says after its name (a pie slice's share). */
  detail?: string;
}

interface ChartLegendState {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  toggle: (name: string) => void;
}

export interface ChartLegendData<Datum> extends SeriesColors {
  legend: ChartLegendState;
  /** Every name in the data, in the order each first appears: the chart's colour domain. */
  names: readonly string[];
  /** The data of the series shown. */
  shown: readonly Datum[];
}

export interface ChartLegendOptions<Datum> {
  /** What an entry says after its name, from the first datum of that name (a pie slice's share). */
  detailOf?: (datum: Datum) => string;
  /** The entity key of a name where the data has one (use-series-colors.ts). */
  entityKeys?: EntityKeys;
}

/**
 * The series (or slices) of a chart's data, each in the colour its entity keeps for the session
 * (use-series-colors.ts), which of them the user has hidden, and the data left to draw. Colours
 * follow the names, not what is shown: hiding a series never repaints the others. `nameOf` and
 * `detailOf` must be stable (module-level functions).
 */
export function useChartLegend<Datum>(
  data: readonly Datum[],
  nameOf: (datum: Datum) => string,
  { detailOf, entityKeys }: ChartLegendOptions<Datum> = {},
): ChartLegendData<Datum> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const names = useMemo(() => [...new Set(data.map(nameOf))], [data, nameOf]);
  const { colors, directLabels } = useSeriesColors(names, entityKeys);
  const details = useMemo(() => {
    if (!detailOf) return null;
    const byName = new Map<string, string>();
    for (const datum of data) if (!byName.has(nameOf(datum))) byName.set(nameOf(datum), detailOf(datum));
    return byName;
  }, [data, nameOf, detailOf]);
  const entries = useMemo(
    () => names.map((name, index) => ({ name, color: colors[index] ?? '', detail: details?.get(name) })),
    [names, colors, details],
  );
  const toggle = useCallback((name: string) => {
    setHidden((before) => {
      const after = new Set(before);
      if (!after.delete(name)) after.add(name);
      return after;
    });
  }, []);
  const shown = useMemo(
    () => (hidden.size === 0 ? data : data.filter((datum) => !hidden.has(nameOf(datum)))),
    [data, hidden, nameOf],
  );
  const legend = useMemo(() => ({ entries, hidden, toggle }), [entries, hidden, toggle]);
  return { legend, names, colors, directLabels, shown };
}

export interface ChartLegendProps extends ChartLegendState {
  /** The host's i18next instance (`host.i18n`). */
  i18n: I18n;
  /** The chart's name: the legend is named after it. */
  label: string;
}

/**
 * The chart's legend, drawn by the page rather than on the canvas: one check per series, checked
 * while the series is shown. G2 laid out and drew its canvas legend inside the first chart's task
 * (about 200 ms of it at CPU × 4, issue 16); these are a few checks a screen reader and the
 * keyboard reach, shown as soon as the data is there, before the charts library. antd's checkable
 * tag rather than its button: a chart can have dozens of entries, and a tag renders less (no wave
 * effect, no loading or compact state; Real-Time Spend's cold switch 676 → 644 ms at CPU × 4).
 * Memoised: the chart around it renders again when its turn to draw comes, the legend need not.
 */
export const ChartLegend = memo(function ChartLegend({ i18n, label, entries, hidden, toggle }: ChartLegendProps) {
  const { t } = useSharedUiTranslation(i18n);
  const { token } = theme.useToken();
  if (entries.length === 0) return null;
  return (
    <Flex
      role="group"
      aria-label={t('charts.legend', { title: label, interpolation: { escapeValue: false } })}
      wrap
      justify="center"
      gap={token.marginXXS}
    >
      {entries.map(({ name, color, detail }) => {
        const shown = !hidden.has(name);
        return (
          <Tag.CheckableTag
            key={name}
            checked={shown}
            data-legend-color={color}
            onChange={() => toggle(name)}
            // The tag's own checked look is a filled chip; a legend marks a series by its dot.
            style={{ background: 'transparent', color: shown ? token.colorText : token.colorTextDisabled }}
            icon={
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: token.sizeXS,
                  height: token.sizeXS,
                  marginInlineEnd: token.marginXXS,
                  borderRadius: '50%',
                  background: shown ? color : token.colorTextDisabled,
                }}
              />
            }
          >
            {name}
            {detail !== undefined && (
              <>
                {' '}
                <span style={{ color: shown ? token.colorTextSecondary : token.colorTextDisabled }}>{detail}</span>
              </>
            )}
          </Tag.CheckableTag>
        );
      })}
    </Flex>
  );
});
