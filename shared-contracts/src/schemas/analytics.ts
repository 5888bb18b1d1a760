import { Type, type Static } from 'typebox';
import { ANALYTICS_MAX_BATCH } from '../api/marketing';
import { NullableString, OpenObject } from './schema-helpers';

/**
 * One tracked event; `at` defaults to when the API received it. The API takes any `props` and
 * `at` and stores them cleaned (a tracker's bad value never fails the batch), so the schema
 * leaves them unconstrained; the types are what the views send.
 */
export const AnalyticsEvent = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 200 }),
  props: Type.Optional(Type.Unsafe<Record<string, unknown>>({})),
  at: Type.Optional(Type.Unsafe<string>({})),
});
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

/** `POST /v2/analytics/events`: a batch of at most 100 events; a bearer token is optional. */
export const AnalyticsEventsRequest = Type.Object(
  { events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: ANALYTICS_MAX_BATCH }) },
  { examples: [{ events: [{ event: 'page_view', props: { page: 'shareofvoice' }, at: '2026-06-15T12:00:00Z' }] }] },
);
export type AnalyticsEventsRequest = Static<typeof AnalyticsEventsRequest>;

export const AnalyticsEventsResponse = Type.Object({ accepted: Type.Integer() });
export type AnalyticsEventsResponse = Static<typeof AnalyticsEventsResponse>;

/** One stored event, as `GET /v2/admin/analytics/events` (super admin) reads it back. */
export const StoredAnalyticsEvent = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  props: OpenObject<Record<string, unknown>>(),
  /** The e-mail of the user whose token came along; null for anonymous events. */
  userEmail: NullableString,
  occurredAt: Type.String({ format: 'date-time' }),
  receivedAt: Type.String({ format: 'date-time' }),
});
export type StoredAnalyticsEvent = Static<typeof StoredAnalyticsEvent>;
