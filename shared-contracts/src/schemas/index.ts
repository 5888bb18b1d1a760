/**
 * The API's shapes as TypeBox schemas: the one place each request body and answer is written.
 * The API validates with them and builds its OpenAPI document from them; the views read the
 * types derived from them (`Static<>`), re-exported by the main entry as types only, so no
 * browser bundle carries TypeBox.
 */
export {
  AcceptTermsRequest,
  ChangePasswordRequest,
  EditAccountRequest,
  NewsCard,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  StatusResponse,
} from './account';
export { AnalyticsEvent, AnalyticsEventsRequest, AnalyticsEventsResponse, StoredAnalyticsEvent } from './analytics';
export {
  AdminCreatedUser,
  AdminCreateMessageRequest,
  AdminCreateUserRequest,
  LoginLockout,
  LoginLockoutsResponse,
  UserMessage,
} from './admin';
export { Alert, AlertRequest } from './alerts';
export { LoginRequest, SessionResponse, TokenResponse } from './auth';
export { AudienceBand, AudiencesRequest, AudiencesResponse } from './audiences';
export { AutocompleteResponse, IndustriesResponse } from './catalog';
export {
  CompareColumn,
  CompareCountry,
  CompareDimension,
  CompareEntity,
  CompareFigures,
  CompareMixShare,
  CompareRequest,
  CompareResponse,
  CompareSpend,
  CompareTrendPoint,
  SpendUnavailable,
  TrendGrain,
} from './compare';
export { Campaign, GalleryResponse, PublicSpot, SpotRow, SpotsListResponse } from './creatives';
export {
  DdsWithoutCaptureRequest,
  ExportLinkResponse,
  ExportMailFilter,
  ExportMailRequest,
  ExportCountries,
  ExportSearchFields,
  ExportSnapType,
  ReportRequestedResponse,
} from './exports';
export { FilterItem } from './filter-item';
export { HealthResponse } from './health';
export { HelpTicket, HelpTicketFields } from './help-tickets';
export { InvestmentCountry, InvestmentResponse, InvestmentRow } from './investment';
export {
  MarketingDoc,
  MarketingRecord,
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
} from './marketing';
export { CountrySearchRequest, MarketSearchBody } from './market-search';
export { CurrencyRatesResponse, DataAsOfEntry, DataAsOfResponse } from './market-reads';
export {
  CreateReportRequest,
  EditReportBody,
  SavedReport,
  SavedReportComparison,
  SavedReportParameters,
  SavedReportSearch,
  ToggleReportRequest,
} from './reports';
export { CanaryRollback, CanaryRollbacksResponse, RemoteHealthResponse, RemoteHealthRow } from './remote-health';
export { OutboxEmail, RunSchedulesResponse } from './outbox';
export { PieSlice, SeriesPoint, ShareOfVoiceCountry, ShareOfVoiceResponse, ShareOfVoiceRow } from './share-of-voice';
export {
  SnapshotShareItem,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SnapshotTableRow,
} from './snapshots';
