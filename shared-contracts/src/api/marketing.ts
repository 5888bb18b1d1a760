/** The public marketing area's records (docs/product.md#public-area). */

export type {
  MarketingDoc,
  MarketingRecord,
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
} from '../schemas/marketing';

export const MARKETING_RUBROS = ['media', 'agency', 'advertiser'] as const;
export type MarketingRubro = (typeof MARKETING_RUBROS)[number];

export type {
  AnalyticsEvent,
  AnalyticsEventsRequest,
  AnalyticsEventsResponse,
  StoredAnalyticsEvent,
} from '../schemas/analytics';

export const ANALYTICS_MAX_BATCH = 100;
