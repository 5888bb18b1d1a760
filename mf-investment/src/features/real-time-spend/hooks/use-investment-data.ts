import { useMemo } from 'react';
import { COUNTRY_CURRENCY, type HostApi, type InvestmentCountry } from 'shared-contracts';
import { useInvestment } from '../api/get-investment';
import { RatesUnavailableError, useRates } from '../api/get-rates';
import { convertCountryToUsd, currenciesToQuote } from '../lib/convert-to-usd';
import { useInvestmentSearch } from './use-investment-search';

/**
 * The investment answer of the applied search, ready to show: one country in its own currency,
 * several converted to USD with the day's quotes (fetched alongside the answer).
 */
export function useInvestmentData(host: HostApi) {
  const search = useInvestmentSearch(host);
  const investment = useInvestment(host, search.queryKey, search.rangeIsValid);
  const inUsd = search.marketCountries.length > 1;
  const currencies = useMemo(
    () =>
      inUsd && search.rangeIsValid
        ? currenciesToQuote(search.marketCountries.map((code) => COUNTRY_CURRENCY[code]))
        : [],
    [inUsd, search.rangeIsValid, search.marketCountries],
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
