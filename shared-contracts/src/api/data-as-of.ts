import type { CountryCode } from '../countries';
import type { IsoDate } from '../search/search-state';

/** One market's freshness: the date of its last captured spot (null: nothing captured yet). */
export interface DataAsOfEntry {
  country: CountryCode;
  dataAsOf: IsoDate | null;
}

/** `GET /v2/data-as-of?countries=AR,BR`: one entry per country asked, in the order asked. */
export type DataAsOfResponse = DataAsOfEntry[];
