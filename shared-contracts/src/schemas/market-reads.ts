import { Type, type Static } from 'typebox';
import { Country } from './market-search';

/** `GET /v2/rates?currencies=ARS,BRL`: USD quotes keyed `USD` + code. */
export const CurrencyRatesResponse = Type.Object({
  source: Type.Enum(['USD'], { type: 'string' }),
  // additionalProperties rather than TypeBox's Record, whose patternProperties the document would show.
  quotes: Type.Unsafe<Record<string, number>>({ type: 'object', additionalProperties: { type: 'number' } }),
});
export type CurrencyRatesResponse = Static<typeof CurrencyRatesResponse>;

/** One market's freshness: the date of its last captured spot (null: nothing captured yet). */
export const DataAsOfEntry = Type.Object({
  country: Country,
  dataAsOf: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date' }),
});
export type DataAsOfEntry = Static<typeof DataAsOfEntry>;

/** `GET /v2/data-as-of?countries=AR,BR`: one entry per country asked, in the order asked. */
export const DataAsOfResponse = Type.Array(DataAsOfEntry);
export type DataAsOfResponse = Static<typeof DataAsOfResponse>;
