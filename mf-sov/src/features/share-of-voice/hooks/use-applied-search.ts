import { useMemo } from 'react';
import { tabDimension, toMarketSearchBody, type HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

/** The applied search this view follows, with the dimension of its tab and the request body. */
export function useAppliedSearch(host: HostApi) {
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
  const body = useMemo(() => toMarketSearchBody(search), [search]);
  return { ...search, dimension: tabDimension(search.selectedTab), body };
}
