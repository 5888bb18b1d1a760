import type { HostApi } from 'shared-contracts';
import { useAppliedSearch, type MarketScope } from 'shared-ui';

/**
 * The Campaigns and Spots List pages follow a single country (docs/product.md#countries): the
 * first selected one, should several be set.
 */
const firstCountry: MarketScope = (search) => ({ countries: search.countries.slice(0, 1) });

/** The applied search of the Campaigns pages: its market body holds the first country only. */
export function useCampaignsSearch(host: HostApi) {
  return useAppliedSearch(host, firstCountry);
}
