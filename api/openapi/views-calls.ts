/**
 * The calls the shell and the remotes make, written against a client generated from the served
 * OpenAPI document (openapi-typescript's `paths`, openapi-fetch's client). Each call takes what
 * the view sends and must answer what the view reads, with the views' own types from
 * shared-contracts: when the document and a view disagree on a path, a parameter, a body or an
 * answer, this file stops compiling (scripts/check-openapi.sh). Nothing here runs.
 */
import createClient from 'openapi-fetch';
import type {
  AcceptTermsRequest,
  Alert,
  AlertRequest,
  AudiencesRequest,
  AudiencesResponse,
  AutocompleteResponse,
  BreakdownDimension,
  Campaign,
  ChangePasswordRequest,
  CompareDimension,
  CompareRequest,
  CompareResponse,
  CreateReportRequest,
  CurrencyRatesResponse,
  DataAsOfResponse,
  EditAccountRequest,
  EditReportRequest,
  ExportLinkResponse,
  ExportMailRequest,
  ExportQuery,
  GalleryResponse,
  GallerySort,
  IndustriesResponse,
  InvestmentResponse,
  Language,
  LoginRequest,
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
  MarketSearchBody,
  NewsCard,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PublicSpot,
  ReportRequestedResponse,
  SavedReport,
  SavedReportSearch,
  ShareOfVoiceResponse,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SnapType,
  SpotsListResponse,
  StatusResponse,
  TokenResponse,
  ToggleReportRequest,
  UserMessage,
} from 'shared-contracts';
import type { operations, paths } from '../dist/openapi/schema';

type BodyOf<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type PathOf<Id extends keyof operations> = operations[Id] extends { parameters: { path: infer Path } } ? Path : never;

const api = createClient<paths>({ baseUrl: '/api' });

/** The answer of a call that succeeded; the view's type is what this must be assignable to. */
function answer<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined || result.data === undefined) throw new Error('The call failed');
  return result.data;
}

/**
 * A type with its string and number unions widened and its tuples made arrays: the shape a JSON
 * schema without `enum` or item counts describes. Used only where the document is known to say
 * less than the contract (each use says what), so everything else is compared exactly.
 */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer Item)[]
      ? Widened<Item>[]
      : T extends object
        ? { [K in keyof T]: Widened<T[K]> }
        : T;

/** Compiles only when `View` fits `Document` once both are widened (a request the API reads). */
function sameShape<View extends Widened<Document>, Document>(_view?: View, _document?: Document): void {}

// shell: login, session, password reset, terms, messages, news
export const shell = {
  login: async (body: LoginRequest): Promise<TokenResponse> => answer(await api.POST('/login', { body })),
  // 204 (no token) when there is no refresh cookie.
  refresh: async (): Promise<TokenResponse | undefined> => (await api.POST('/auth/refresh')).data,
  logout: async (): Promise<void> => void (await api.POST('/auth/logout')),
  sendResetEmail: async (body: PasswordResetRequest): Promise<StatusResponse> =>
    answer(await api.POST('/v2/account/send_email', { body })),
  confirmPasswordReset: async (body: PasswordResetConfirmRequest): Promise<StatusResponse> =>
    answer(await api.POST('/v2/account/reset', { body })),
  acceptTerms: async (body: AcceptTermsRequest): Promise<StatusResponse> =>
    answer(await api.POST('/v2/account/terms/accept', { body })),
  userMessages: async (): Promise<UserMessage[]> => answer(await api.GET('/v2/messages/all')),
  news: async (): Promise<NewsCard[]> => answer(await api.GET('/v2/news')),
  industries: async (lang: Language): Promise<IndustriesResponse> =>
    answer(await api.GET('/v2/list/industries', { params: { query: { lang } } })),
  autocomplete: async (
    type: 'advertisers' | 'publishers' | 'categories' | 'products',
    q: string,
    page: number,
    perPage: number,
    lang: Language,
  ): Promise<AutocompleteResponse> =>
    answer(
      await api.GET('/v2/autocomplete/{type}', {
        params: { path: { type }, query: { q, country: '', page, per_page: perPage, lang } },
      }),
    ),
};

// shell and mf-account: saved reports and alerts
export const reportsAndAlerts = {
  reports: async (): Promise<SavedReport[]> => answer(await api.GET('/v2/reports')),
  createReport: async (body: CreateReportRequest): Promise<SavedReport> =>
    answer(await api.POST('/v2/reports', { body })),
  editReport: async (body: EditReportRequest): Promise<SavedReport> =>
    answer(await api.PUT('/v2/reports/{id}/edit', { params: { path: { id: body.id } }, body })),
  toggleReport: async (id: number, body: ToggleReportRequest): Promise<SavedReport> =>
    answer(await api.POST('/v2/reports/{id}/toggle', { params: { path: { id } }, body })),
  deleteReport: async (id: number): Promise<void> =>
    void (await api.DELETE('/v2/reports/{id}', { params: { path: { id } } })),
  reportSearch: async (id: number): Promise<SavedReportSearch> =>
    answer(await api.GET('/v2/reports/{id}/search', { params: { path: { id } } })),
  alerts: async (): Promise<Alert[]> => answer(await api.GET('/v2/alerts')),
  createAlert: async (body: AlertRequest): Promise<Alert> => answer(await api.POST('/v2/alerts', { body })),
  updateAlert: async (id: number, body: AlertRequest): Promise<Alert> =>
    answer(await api.PUT('/v2/alerts/{id}', { params: { path: { id } }, body })),
  deleteAlert: async (id: number): Promise<void> =>
    void (await api.DELETE('/v2/alerts/{id}', { params: { path: { id } } })),
};

// mf-account
export const account = {
  editNames: async (body: EditAccountRequest): Promise<StatusResponse> =>
    answer(await api.POST('/v2/account/edit', { body })),
  changePassword: async (body: ChangePasswordRequest): Promise<StatusResponse> =>
    answer(await api.POST('/v2/account/password', { body })),
};

// mf-sov, mf-investment, mf-snapshots: the market breakdowns
export const market = {
  shareOfVoice: async (
    dimension: BreakdownDimension,
    lang: Language,
    snap: 0 | 1,
    body: MarketSearchBody,
  ): Promise<ShareOfVoiceResponse> =>
    answer(await api.POST('/v2/sov/{type}', { params: { path: { type: dimension }, query: { snap, lang } }, body })),
  investment: async (
    dimension: BreakdownDimension,
    lang: Language,
    snap: 0 | 1,
    body: MarketSearchBody,
  ): Promise<InvestmentResponse> =>
    answer(await api.POST('/v2/soi/{type}', { params: { path: { type: dimension }, query: { snap, lang } }, body })),
  rates: async (currencies: readonly string[]): Promise<CurrencyRatesResponse | false> =>
    answer(await api.GET('/v2/rates', { params: { query: { currencies: currencies.join(',') } } })),
  // Countries are plain strings in the document.
  dataAsOf: async (countries: readonly string[]): Promise<Widened<DataAsOfResponse>> =>
    answer(await api.GET('/v2/data-as-of', { params: { query: { countries: countries.join(',') } } })),
  snapshotTable: async (
    type: SnapType,
    page: number,
    limit: number,
    lang: Language,
    body: MarketSearchBody,
  ): Promise<SnapshotTableResponse> =>
    answer(
      await api.POST('/v2/snapshots/table/{type}/{page}/{limit}', {
        params: { path: { type, page, limit }, query: { lang } },
        body,
      }),
    ),
  snapshotStats: async (type: SnapType, body: MarketSearchBody): Promise<SnapshotStatsResponse> =>
    answer(await api.POST('/v2/snapshots/stats/{type}', { params: { path: { type } }, body })),
  snapshotShares: async (
    kind: 'platforms' | 'sources' | 'publishers/sov' | 'publishers/soi',
    body: MarketSearchBody,
  ): Promise<SnapshotShareResponse> => {
    switch (kind) {
      case 'platforms':
        return answer(await api.POST('/v2/snapshots/platforms', { body }));
      case 'sources':
        return answer(await api.POST('/v2/snapshots/sources', { body }));
      case 'publishers/sov':
        return answer(await api.POST('/v2/snapshots/publishers/sov', { body }));
      case 'publishers/soi':
        return answer(await api.POST('/v2/snapshots/publishers/soi', { body }));
    }
  },
  audiences: async (body: AudiencesRequest): Promise<AudiencesResponse> =>
    answer(await api.POST('/v2/audiences', { body })),
};

// mf-compare
export const compare = {
  comparison: async (
    dimension: CompareDimension,
    query: { lang: Language },
    body: CompareRequest,
  ): Promise<CompareResponse> =>
    answer(await api.POST('/v2/compare/{dimension}', { params: { path: { dimension }, query }, body })),
  excel: async (
    dimension: CompareDimension,
    query: { lang: Language },
    body: CompareRequest,
  ): Promise<ExportLinkResponse> =>
    answer(await api.POST('/v2/compare/{dimension}/excel', { params: { path: { dimension }, query }, body })),
};

// mf-campaigns and the snapshots carousel
export const campaigns = {
  // The views ask for pages of their constants' sizes, which the document enumerates.
  gallery: async (
    page: number,
    limit: PathOf<'getCampaignGallery'>['limit'],
    query: { unique: 0 | 1; lang: Language; sort: GallerySort; newInPeriod: 0 | 1 },
    body: MarketSearchBody,
  ): Promise<GalleryResponse | GalleryResponse[]> =>
    answer(await api.POST('/v2/gallery/{page}/{limit}', { params: { path: { page, limit }, query }, body })),
  spots: async (
    page: number,
    limit: PathOf<'getSpotsList'>['limit'],
    grouped: 0 | 1,
    lang: Language,
    body: MarketSearchBody,
  ): Promise<SpotsListResponse | GalleryResponse> =>
    answer(
      await api.POST('/v2/spots/{page}/{limit}', {
        params: { path: { page, limit }, query: { grouped, lang } },
        body,
      }),
    ),
  campaignRecord: async (id: number, body: MarketSearchBody): Promise<Campaign> =>
    answer(await api.POST('/v2/campaigns/{id}', { params: { path: { id } }, body })),
  galleryPdf: async (
    query: ExportQuery,
    page: number,
    limit: PathOf<'getCampaignGallery'>['limit'],
  ): Promise<ExportLinkResponse> =>
    answer(
      await api.GET('/gallery/export/pdf', { params: { query: { ...asQueryText(query), page, limit, unique: 0 } } }),
    ),
};

/** A query string carries text: the filter ids the views send as numbers arrive as digits. */
function asQueryText(query: ExportQuery): {
  [K in keyof ExportQuery]: ExportQuery[K] extends number[] | undefined ? string[] : ExportQuery[K];
} {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : value]),
  ) as { [K in keyof ExportQuery]: ExportQuery[K] extends number[] | undefined ? string[] : ExportQuery[K] };
}

// The contract types the export's country as a string; the document lists the country codes.
type MailBody = BodyOf<'mailShareOfVoiceExport'>;
sameShape<ExportMailRequest, MailBody>();

// shell: the snapshot PDF of the toolbar and the export page's mail variant
export const exports = {
  snapshotPdf: async (query: ExportQuery, type: SnapType): Promise<ExportLinkResponse> =>
    answer(
      await api.GET('/snapshots/export/{format}', {
        params: { path: { format: 'pdf' }, query: { ...asQueryText(query), type, force: 1 } },
      }),
    ),
  mail: {
    sov: async (format: 'excel' | 'pdf', body: MailBody): Promise<ReportRequestedResponse> =>
      answer(await api.POST('/sov/export/{format}/mail', { params: { path: { format } }, body })),
    soi: async (format: 'excel' | 'pdf', body: MailBody): Promise<ReportRequestedResponse> =>
      answer(await api.POST('/soi/export/{format}/mail', { params: { path: { format } }, body })),
    snapshots: async (format: 'excel' | 'pdf', body: MailBody): Promise<ReportRequestedResponse> =>
      answer(await api.POST('/snapshots/export/{format}/mail', { params: { path: { format } }, body })),
    campaign_details: async (format: 'excel' | 'csv', body: MailBody): Promise<ReportRequestedResponse> =>
      answer(await api.POST('/campaign_details/export/{format}/mail', { params: { path: { format } }, body })),
    campaign_rts: async (format: 'excel' | 'csv', body: MailBody): Promise<ReportRequestedResponse> =>
      answer(await api.POST('/campaign_rts/export/{format}/mail', { params: { path: { format } }, body })),
  },
};

// mf-marketing: the public area
export const marketing = {
  records: async (country: string | undefined, lang: Language): Promise<MarketingRecordsResponse> =>
    answer(await api.GET('/v2/marketing/records', { params: { query: { country, lang } } })),
  signup: async (body: MarketingSignupRequest): Promise<MarketingSignupResponse> =>
    answer(await api.POST('/v2/marketing/signup', { body })),
  unsubscribe: async (body: MarketingUnsubscribeRequest): Promise<MarketingUnsubscribeResponse> =>
    answer(await api.POST('/v2/marketing/unsubscribe', { body })),
  publicSpot: async (id: number): Promise<PublicSpot> =>
    answer(await api.GET('/getspot/{id}', { params: { path: { id } } })),
};
