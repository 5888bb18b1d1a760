import { FILTER_GROUPS, SEARCH_TABS, type FilterGroups } from 'shared-contracts';

/** Share (percent) limits of the traffic light: no icon up to `shown`, then red, yellow, green. */
export interface TrafficLightThresholds {
  shown: number;
  yellow: number;
  green: number;
}

/** The three sets of docs/product.md#data-views. */
export const TRAFFIC_LIGHT_THRESHOLDS = {
  default: { shown: 0.4, yellow: 2, green: 5 },
  /** When the search filters another dimension than the tab's (shares are of a narrower set). */
  otherDimensionFilter: { shown: 2, yellow: 6, green: 18 },
  /** Advertisers and products (tabs 1 and 2): long tails of small shares. */
  advertisersAndProducts: { shown: 0.01, yellow: 0.02, green: 0.07 },
} as const satisfies Record<string, TrafficLightThresholds>;

export type TrafficLightColor = 'green' | 'yellow' | 'red';

/** Whether any filter group other than the tab's own dimension holds an applied filter. */
export function hasOtherDimensionFilter(selectedTab: number, filters: FilterGroups): boolean {
  const tabGroup = SEARCH_TABS[selectedTab];
  return FILTER_GROUPS.some((group) => group !== tabGroup && filters[group].length > 0);
}

/**
 * The set that applies: tabs 1 and 2 first (their shares are small whatever the filters), then
 * a filter on another dimension, else the default.
 */
export function pickThresholds(selectedTab: number, filters: FilterGroups): TrafficLightThresholds {
  if (selectedTab === 1 || selectedTab === 2) return TRAFFIC_LIGHT_THRESHOLDS.advertisersAndProducts;
  if (hasOtherDimensionFilter(selectedTab, filters)) return TRAFFIC_LIGHT_THRESHOLDS.otherDimensionFilter;
  return TRAFFIC_LIGHT_THRESHOLDS.default;
}

/** The light for a share in percent, or null when it is too small to show one. */
export function trafficLightColor(share: number, thresholds: TrafficLightThresholds): TrafficLightColor | null {
  if (share > thresholds.green) return 'green';
  if (share > thresholds.yellow) return 'yellow';
  if (share > thresholds.shown) return 'red';
  return null;
}
