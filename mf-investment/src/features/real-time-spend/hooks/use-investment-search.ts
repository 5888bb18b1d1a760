import { useMemo } from 'react';
import {
  COUNTRIES_WITHOUT_INVESTMENT,
  rangeLengthInDays,
  tabDimension,
  toMarketSearchBody,
  type HostApi,
} from 'shared-contracts';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

/** Real-Time Spend needs a range of more than 14 days (docs/decisions.md#dates-and-limits). */
const MIN_INVESTMENT_RANGE_DAYS = 15;

/**
 * The applied search as Real-Time Spend reads it: countries without investment (VE, US) left
 * out, whether the range is long enough, the tab's dimension and the request body.
 */
export function useInvestmentSearch(host: HostApi) {
  const search = useStore(
    host.search,
    useShallow((state) => ({
      countries: state.countries,
      startDate: state.startDate,
      endDate: state.endDate,
      advancedFilters: state.advancedFilters,
      selectedTab: state.selectedTab,
    })),
  );
  return useMemo(() => {
    const included = search.countries.filter((country) => !COUNTRIES_WITHOUT_INVESTMENT.includes(country));
    const excluded = search.countries.filter((country) => COUNTRIES_WITHOUT_INVESTMENT.includes(country));
    return {
      ...search,
      included,
      excluded,
      rangeIsValid: rangeLengthInDays(search.startDate, search.endDate) >= MIN_INVESTMENT_RANGE_DAYS,
      dimension: tabDimension(search.selectedTab),
      body: toMarketSearchBody(search, included),
    };
  }, [search]);
}
