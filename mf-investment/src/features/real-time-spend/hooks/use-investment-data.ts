import { useMemo } from 'react';
import {
  COUNTRY_CURRENCY,
  type CountryCode,
  type HostApi,
  type InvestmentCountry,
  type ViewQuery,
} from 'shared-contracts';
import { investmentViewQuery, useInvestment } from '../api/get-investment';
import { RatesUnavailableError, ratesViewQuery, useRates } from '../api/get-rates';
import { convertCountryToUsd, currenciesToQuote } from '../lib/convert-to-usd';
import { readInvestmentSearch, useInvestmentSearch } from './use-investment-search';

/** Several countries are shown in USD: the currencies to quote, none for one country. */
function currenciesToConvert(marketCountries: readonly CountryCode[], rangeIsValid: boolean): string[] {
  return marketCountries.length > 1 && rangeIsValid
    ? currenciesToQuote(marketCountries.map((code) => COUNTRY_CURRENCY[code]))
    : [];
}

/**
 * The requests the page makes first for the applied search (its `viewQueries`), with the keys
 * its hooks use: the shell starts them when the pointer or the focus rests on the page's sidebar
 * entry, or the entry is pressed.
 */
export function investmentViewQueries(host: HostApi): ViewQuery[] {
  const search = readInvestmentSearch(host);
  return [
    ...investmentViewQuery(host.http, search.queryKey, search.rangeIsValid),
    ...ratesViewQuery(host.http, currenciesToConvert(search.marketCountries, search.rangeIsValid)),
  ];
}

/**
 * The investment answer of the applied search, ready to show: one country in its own currency,
 * several converted to USD with the day's quotes (fetched alongside the answer).
 */
export function useInvestmentData(host: HostApi) {
  const search = useInvestmentSearch(host);
  const investment = useInvestment(host, search.queryKey, search.rangeIsValid);
  const inUsd = search.marketCountries.length > 1;
  const currencies = useMemo(
    () => currenciesToConvert(search.marketCountries, search.rangeIsValid),
    [search.rangeIsValid, search.marketCountries],
  );
  const rates = useRates(host, currencies);

  const countries = useMemo((): InvestmentCountry[] | null | undefined => {
    const answer = investment.data;
    if (!answer || !inUsd) return answer;
    if (currencies.length > 0 && !rates.data) return undefined;
    const converted = answer.map((country) => convertCountryToUsd(country, rates.data ?? {}));
    return converted.every((country) => country !== null) ? converted : null;
  }, [investment.data, inUsd, currencies.length, rates.data]);

  const ratesFailed = inUsd && (rates.isError || countries === null);
  return {
    search,
    inUsd,
    countries: countries ?? undefined,
    isLoading: investment.isLoading || (inUsd && rates.isLoading),
    error: investment.error,
    ratesError: ratesFailed ? (rates.error ?? new RatesUnavailableError()) : null,
  };
}
