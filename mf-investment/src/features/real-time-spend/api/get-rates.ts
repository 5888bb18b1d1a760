import { useQuery } from '@tanstack/react-query';
import type { CurrencyRatesResponse, HostApi, HttpClient, ViewQuery } from 'shared-contracts';

/** Quotes keyed `USD` + code (`USDARS`: pesos per dollar). */
export type Quotes = CurrencyRatesResponse['quotes'];

/** Why amounts of several countries cannot be shown in USD. */
export class RatesUnavailableError extends Error {
  constructor() {
    super('Exchange rates unavailable');
    this.name = 'RatesUnavailableError';
  }
}

/** `GET /v2/rates?currencies=ARS,BRL`; the service answers `false` when it has no quotes. */
async function getRates(http: HttpClient, currencies: readonly string[], signal?: AbortSignal): Promise<Quotes> {
  const answer = await http.get<CurrencyRatesResponse | false>('/v2/rates', {
    signal,
    query: { currencies: currencies.join(',') },
  });
  if (!answer) throw new RatesUnavailableError();
  return answer.quotes;
}

function ratesQuery(http: HttpClient, currencies: readonly string[]) {
  return {
    queryKey: ['investment', 'rates', currencies] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getRates(http, currencies, signal),
    // Quotes move slowly next to a page visit.
    staleTime: 30 * 60 * 1000,
  };
}

/** The quotes of the currencies to convert; none asked for when there is nothing to convert. */
export function useRates(host: HostApi, currencies: readonly string[]) {
  return useQuery({ ...ratesQuery(host.http, currencies), enabled: currencies.length > 0 });
}

/** The same request, for the shell to start before the page shows; none when nothing converts. */
export function ratesViewQuery(http: HttpClient, currencies: readonly string[]): ViewQuery[] {
  return currencies.length > 0 ? [ratesQuery(http, currencies)] : [];
}
