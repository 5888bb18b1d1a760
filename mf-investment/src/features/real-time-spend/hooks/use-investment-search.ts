import { useMemo } from 'react';
import { COUNTRIES_WITHOUT_INVESTMENT, isLongEnoughRange, type HostApi } from 'shared-contracts';
import { readAppliedSearch, useAppliedSearch, type AppliedSearch, type MarketScope } from 'shared-ui';

/** Real-Time Spend asks only for the countries with investment (VE and US have none). */
const withInvestment: MarketScope = (search) => ({
  countries: search.countries.filter((country) => !COUNTRIES_WITHOUT_INVESTMENT.includes(country)),
});

function investmentSearchOf(search: AppliedSearch) {
  return {
    ...search,
    excluded: search.countries.filter((country) => COUNTRIES_WITHOUT_INVESTMENT.includes(country)),
    rangeIsValid: isLongEnoughRange(search.startDate, search.endDate),
  };
}

/**
 * The applied search as Real-Time Spend reads it: the countries without investment left out
 * (and named, for the notice), and whether the range is long enough.
 */
export function useInvestmentSearch(host: HostApi) {
  const search = useAppliedSearch(host, withInvestment);
  return useMemo(() => investmentSearchOf(search), [search]);
}

/** The same, read once outside React (the requests started before the page shows). */
export function readInvestmentSearch(host: HostApi) {
  return investmentSearchOf(readAppliedSearch(host, withInvestment));
}
