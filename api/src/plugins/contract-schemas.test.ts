import {
  AcceptTermsRequest,
  AdminCreatedUser,
  AdminCreateMessageRequest,
  AdminCreateUserRequest,
  Alert,
  AlertRequest,
  AnalyticsEventsRequest,
  AnalyticsEventsResponse,
  AudiencesRequest,
  AudiencesResponse,
  AutocompleteResponse,
  Campaign,
  CanaryRollbacksResponse,
  ChangePasswordRequest,
  CompareRequest,
  CompareResponse,
  CreateReportRequest,
  CurrencyRatesResponse,
  DataAsOfResponse,
  DdsWithoutCaptureRequest,
  EditAccountRequest,
  EditReportBody,
  ExportLinkResponse,
  ExportMailRequest,
  GalleryResponse,
  HealthResponse,
  HelpTicket,
  HelpTicketFields,
  IndustriesResponse,
  InvestmentResponse,
  LoginLockoutsResponse,
  LoginRequest,
  MarketingRecordsResponse,
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
  MarketSearchBody,
  NewsCard,
  OutboxEmail,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PublicSpot,
  ReportRequestedResponse,
  RemoteHealthResponse,
  RunSchedulesResponse,
  SavedReport,
  SavedReportSearch,
  ShareOfVoiceResponse,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SpotsListResponse,
  StoredAnalyticsEvent,
  StatusResponse,
  SessionResponse,
  TokenResponse,
  ToggleReportRequest,
  UserMessage,
} from 'shared-contracts/schemas';
import { Type, type TSchema } from 'typebox';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The shared-contracts schema each operation's body and answer are declared from: the views read
 * the types derived from these, so the served document must show exactly these shapes.
 */
const DECLARED: Readonly<Record<string, { body?: TSchema; answer: TSchema }>> = {
  getShareOfVoice: { body: MarketSearchBody, answer: ShareOfVoiceResponse },
  getShareOfInvestment: { body: MarketSearchBody, answer: InvestmentResponse },
  getSnapshotTable: { body: MarketSearchBody, answer: SnapshotTableResponse },
  getSnapshotStats: { body: MarketSearchBody, answer: SnapshotStatsResponse },
  getSnapshotPlatformShares: { body: MarketSearchBody, answer: SnapshotShareResponse },
  getSnapshotSourceShares: { body: MarketSearchBody, answer: SnapshotShareResponse },
  getSnapshotPublisherSpotShares: { body: MarketSearchBody, answer: SnapshotShareResponse },
  getSnapshotPublisherAmountShares: { body: MarketSearchBody, answer: SnapshotShareResponse },
  getAudiences: { body: AudiencesRequest, answer: AudiencesResponse },
  compareEntities: { body: CompareRequest, answer: CompareResponse },
  exportCompareExcel: { body: CompareRequest, answer: ExportLinkResponse },
  getCampaignGallery: { body: MarketSearchBody, answer: GalleryResponse },
  getCampaignRecord: { body: MarketSearchBody, answer: Campaign },
  getSpotsList: { body: MarketSearchBody, answer: Type.Union([SpotsListResponse, GalleryResponse]) },
  getPublicSpot: { answer: PublicSpot },
  listAlerts: { answer: Type.Array(Alert) },
  createAlert: { body: AlertRequest, answer: Alert },
  updateAlert: { body: AlertRequest, answer: Alert },
  listReports: { answer: Type.Array(SavedReport) },
  createReport: { body: CreateReportRequest, answer: SavedReport },
  getReportSearch: { answer: SavedReportSearch },
  editReport: { body: EditReportBody, answer: SavedReport },
  toggleReport: { body: ToggleReportRequest, answer: SavedReport },
  sendPasswordResetEmail: { body: PasswordResetRequest, answer: StatusResponse },
  resetPassword: { body: PasswordResetConfirmRequest, answer: StatusResponse },
  editAccountNames: { body: EditAccountRequest, answer: StatusResponse },
  changePassword: { body: ChangePasswordRequest, answer: StatusResponse },
  acceptTerms: { body: AcceptTermsRequest, answer: StatusResponse },
  listUserMessages: { answer: Type.Array(UserMessage) },
  createUser: { body: AdminCreateUserRequest, answer: AdminCreatedUser },
  createUserMessage: { body: AdminCreateMessageRequest, answer: UserMessage },
  listLoginLockouts: { answer: LoginLockoutsResponse },
  listOutboxEmails: { answer: Type.Array(OutboxEmail) },
  runReportSchedules: { answer: RunSchedulesResponse },
  logIn: { body: LoginRequest, answer: TokenResponse },
  getSession: { answer: SessionResponse },
  refreshAccessToken: { answer: TokenResponse },
  getHealth: { answer: HealthResponse },
  listNews: { answer: Type.Array(NewsCard) },
  autocompleteNames: { answer: AutocompleteResponse },
  listIndustries: { answer: IndustriesResponse },
  getCurrencyRates: { answer: CurrencyRatesResponse },
  getDataAsOf: { answer: DataAsOfResponse },
  recordAnalyticsEvents: { body: AnalyticsEventsRequest, answer: AnalyticsEventsResponse },
  listAnalyticsEvents: { answer: Type.Array(StoredAnalyticsEvent) },
  getFederationHealth: { answer: RemoteHealthResponse },
  listCanaryRollbacks: { answer: CanaryRollbacksResponse },
  listMarketingRecords: { answer: MarketingRecordsResponse },
  signUpForMarketingReports: { body: MarketingSignupRequest, answer: MarketingSignupResponse },
  unsubscribeFromMarketingEmails: { body: MarketingUnsubscribeRequest, answer: MarketingUnsubscribeResponse },
  createHelpTicket: { body: HelpTicketFields, answer: HelpTicket },
  getHelpTicket: { answer: HelpTicket },
  exportShareOfVoice: { answer: ExportLinkResponse },
  exportShareOfInvestment: { answer: ExportLinkResponse },
  exportSnapshot: { answer: ExportLinkResponse },
  exportCampaignDetails: { answer: ExportLinkResponse },
  exportCampaignRealTimeSpend: { answer: ExportLinkResponse },
  exportGalleryPdf: { answer: ExportLinkResponse },
  mailShareOfVoiceExport: { body: ExportMailRequest, answer: ReportRequestedResponse },
  mailShareOfInvestmentExport: { body: ExportMailRequest, answer: ReportRequestedResponse },
  mailSnapshotExport: { body: ExportMailRequest, answer: ReportRequestedResponse },
  mailCampaignDetailsExport: { body: ExportMailRequest, answer: ReportRequestedResponse },
  mailCampaignRealTimeSpendExport: { body: ExportMailRequest, answer: ReportRequestedResponse },
  mailDdsWithoutCapture: { body: DdsWithoutCaptureRequest, answer: ReportRequestedResponse },
};

/** Operations whose shapes are still written in the API's own schemas, not yet in shared-contracts. */
const NOT_YET_DECLARED: readonly string[] = [];

interface JsonContent {
  content?: Record<string, { schema: unknown }>;
}
interface Operation {
  operationId: string;
  requestBody?: JsonContent;
  responses: Record<string, JsonContent>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const jsonSchemaOf = (part: JsonContent | undefined) => part?.content?.['application/json']?.schema;

/** A shape a view reads or sends: not a file (an image, a download), which the document gives as a string. */
const shapeOf = (part: JsonContent | undefined) => {
  const schema = jsonSchemaOf(part) as { type?: unknown } | undefined;
  return schema?.type === 'string' ? undefined : schema;
};

/** The answer of a call that succeeded: 200, 201 for one that creates, 202 for one that queues, 2XX for either. */
const success = (served: Operation | undefined) =>
  served?.responses['200'] ?? served?.responses['201'] ?? served?.responses['202'] ?? served?.responses['2XX'];

/**
 * A schema as @fastify/swagger writes it in an OpenAPI 3.0 document: 3.0 has no `null` type, so
 * `type: [T, 'null']` becomes `type: T, nullable: true`; TypeBox's own markers are not JSON.
 */
function asOpenApi30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asOpenApi30);
  if (typeof schema !== 'object' || schema === null) return schema;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) converted[key] = asOpenApi30(value);
  const { type } = converted;
  if (Array.isArray(type) && type.includes('null')) {
    const others = type.filter((name) => name !== 'null');
    converted.type = others.length === 1 ? others[0] : others;
    converted.nullable = true;
  }
  return converted;
}

/** A property's or an item's `examples` as @fastify/swagger writes them: its first, as `example` (3.0 has no `examples`). */
function withFirstExamples(schema: Record<string, unknown>): Record<string, unknown> {
  const { examples, ...rest } = schema;
  const converted: Record<string, unknown> = Array.isArray(examples) ? { ...rest, example: examples[0] } : rest;
  const types = Array.isArray(converted.type) ? converted.type : [converted.type];
  const { properties, items } = converted;
  if (types.includes('object') && typeof properties === 'object' && properties !== null) {
    converted.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        withFirstExamples(property as Record<string, unknown>),
      ]),
    );
  }
  if (types.includes('array') && typeof items === 'object' && items !== null) {
    converted.items = withFirstExamples(items as Record<string, unknown>);
  }
  return converted;
}

/** A body's or an answer's schema as the document serves it: its own `examples` are the media type's `example`. */
function asServed(schema: TSchema): unknown {
  const { examples: _mediaTypeExamples, ...rest } = asOpenApi30(schema) as Record<string, unknown>;
  return withFirstExamples(rest);
}

let testApp: TestApp;
let operations: Operation[];
beforeAll(async () => {
  testApp = await createTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
});
afterAll(() => testApp.close());

const operation = (operationId: string) => operations.find((candidate) => candidate.operationId === operationId);

test.each(Object.entries(DECLARED))('%s serves the shapes shared-contracts declares', (operationId, declared) => {
  const served = operation(operationId);

  expect(served).toBeDefined();
  expect(jsonSchemaOf(success(served))).toEqual(asServed(declared.answer));
  expect(jsonSchemaOf(served?.requestBody)).toEqual(declared.body && asServed(declared.body));
});

test('every operation with a body or an answer is declared from shared-contracts, or listed as not yet', () => {
  const withJson = operations
    .filter((candidate) => shapeOf(candidate.requestBody) ?? shapeOf(success(candidate)))
    .map((candidate) => candidate.operationId);

  expect(withJson.filter((id) => !(id in DECLARED) && !NOT_YET_DECLARED.includes(id))).toEqual([]);
  expect(NOT_YET_DECLARED.filter((id) => id in DECLARED || !withJson.includes(id))).toEqual([]);
});
