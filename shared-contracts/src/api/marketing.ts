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

/** One tracked event; `at` defaults to when the API received it. */
export interface AnalyticsEvent {
  event: string;
  props?: Record<string, unknown>;
  at?: string;
}

/** `POST /v2/analytics/events`: a batch of at most 100 events; a bearer token is optional. */
export interface AnalyticsEventsRequest {
  events: AnalyticsEvent[];
}

export interface AnalyticsEventsResponse {
  accepted: number;
}

export const ANALYTICS_MAX_BATCH = 100;

/** One stored event, as `GET /v2/admin/analytics/events` (super admin) reads it back. */
export interface StoredAnalyticsEvent {
  id: number;
  event: string;
  props: Record<string, unknown>;
  /** The e-mail of the user whose token came along; null for anonymous events. */
  userEmail: string | null;
  occurredAt: string;
  receivedAt: string;
}
