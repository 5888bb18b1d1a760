import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { trafficLightColor, type TrafficLightColor, type TrafficLightThresholds } from './thresholds';

const COLORS: Record<TrafficLightColor, string> = { green: '#52c41a', yellow: '#faad14', red: '#ff4d4f' };

/** What each light says to screen readers. */
export type TrafficLightLabels = Record<TrafficLightColor, string>;

/** The lights' names in the host language, once per table rather than once per row. */
export function useTrafficLightLabels(i18n: I18n): TrafficLightLabels {
  const { t } = useSharedUiTranslation(i18n);
  return useMemo(
    () => ({ green: t('trafficLight.green'), yellow: t('trafficLight.yellow'), red: t('trafficLight.red') }),
    [t],
  );
}

export interface TrafficLightProps {
  /** Share in percent. */
  share: number;
  thresholds: TrafficLightThresholds;
  labels: TrafficLightLabels;
}

/** A coloured dot for a share (docs/product.md#data-views), named for screen readers; nothing below the limit. */
export function TrafficLight({ share, thresholds, labels }: TrafficLightProps) {
  const color = trafficLightColor(share, thresholds);
  if (!color) return null;
  return (
    <span
      role="img"
      aria-label={labels[color]}
      title={labels[color]}
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: COLORS[color],
        marginInlineEnd: 8,
        verticalAlign: 'middle',
      }}
    />
  );
}
