import { useMemo } from 'react';
import { toMarketSearchBody, type HostApi, type MarketSearchBody } from 'shared-contracts';
import { useStore } from 'zustand';

/**
 * The market body of the applied search for the Campaigns and Spots List pages, which follow a
 * single country (docs/product.md#countries): the first selected one, should several be set.
 */
export function useMarketBody(host: HostApi): MarketSearchBody {
  const countries = useStore(host.search, (state) => state.countries);
  const startDate = useStore(host.search, (state) => state.startDate);
  const endDate = useStore(host.search, (state) => state.endDate);
  const advancedFilters = useStore(host.search, (state) => state.advancedFilters);
  return useMemo(
    () => toMarketSearchBody({ countries, startDate, endDate, advancedFilters }, countries.slice(0, 1)),
    [countries, startDate, endDate, advancedFilters],
  );
}
