/** The public marketing area's records (docs/product.md#public-area). */

/** One document of a country report. */
export interface MarketingDoc {
  name: string;
  url: string;
}

/**
 * A row of the reports table, with the fields the spec names (Name, Description, Flag Image,
 * Docs) keyed as the external table service keys them, plus the record's country code.
 */
export interface MarketingRecord {
  id: number;
  Name: string;
  Description: string;
  'Flag Image': string;
  Docs: MarketingDoc[];
  Country: string;
}

/** `GET /v2/marketing/records?country=` (public). */
export interface MarketingRecordsResponse {
  records: MarketingRecord[];
}

export const MARKETING_RUBROS = ['media', 'agency', 'advertiser'] as const;
export type MarketingRubro = (typeof MARKETING_RUBROS)[number];

/** `POST /v2/marketing/signup` (public): the mailing-list form, field names as the spec gives them. */
export interface MarketingSignupRequest {
  EMAIL: string;
  FNAME: string;
  COMPANY: string;
  RUBRO: MarketingRubro;
  COUNTRY: string;
}

/** 201 `subscribed` the first time, 200 `already-subscribed` for an e-mail already on the list. */
export interface MarketingSignupResponse {
  status: 'subscribed' | 'already-subscribed';
}

export type {
  AnalyticsEvent,
  AnalyticsEventsRequest,
  AnalyticsEventsResponse,
  StoredAnalyticsEvent,
} from '../schemas/analytics';

export const ANALYTICS_MAX_BATCH = 100;
