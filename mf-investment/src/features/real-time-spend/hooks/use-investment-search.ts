import { useMemo } from 'react';
import {
  COUNTRIES_WITHOUT_INVESTMENT,
  isLongEnoughRange,
  tabDimension,
  toMarketSearchBody,
  type HostApi,
} from 'shared-contracts';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

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
      rangeIsValid: isLongEnoughRange(search.startDate, search.endDate),
      dimension: tabDimension(search.selectedTab),
      body: toMarketSearchBody(search, included),
    };
  }, [search]);
}
