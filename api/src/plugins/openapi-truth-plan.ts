import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  AdminCreateUserRequest,
  Alert,
  ExportLinkResponse,
  HelpTicket,
  LoginLockoutsResponse,
  MarketingSignupRequest,
  OutboxEmail,
  SavedReport,
  TokenResponse,
} from 'shared-contracts';
import type { Database } from '../db/database';
import { insertDocument } from '../features/marketing/marketing-repository';
import { listOutbox } from '../features/outbox/outbox-repository';
import { logIn } from '../testing/test-app';
import {
  exportTokenOf,
  made,
  refreshCookieOf,
  resetTokenOf,
  signedCreativeOf,
  unsubscribeTokenOf,
  type Caller,
  type Made,
} from './openapi-truth-made';
import type { RequestParts } from './openapi-truth-request';

/**
 * The order in which openapi-truth.test.ts calls every documented operation once: each call is
 * made from the document's examples, and takes from earlier calls only what the document cannot
 * know (ids, tokens and cookies they made).
 */

interface StepContext {
  app: FastifyInstance;
  db: Database;
  made: Made;
}

export interface Step {
  operationId: string;
  caller: Caller;
  /** Sets up what no documented call makes on purpose (a lockout to lift). */
  before?(context: StepContext): Promise<void>;
  /** What the call takes besides the examples; `exampleBody` is the document's JSON body example. */
  parts?(made: Made, exampleBody: unknown): RequestParts;
  /** Keeps what later calls need from the answer. */
  after?(response: LightMyRequestResponse, context: StepContext, sent: InjectOptions): Promise<void> | void;
}

const ANALYST = 'analyst@demo.test';

const withRefreshCookie = (state: Made): RequestParts => ({
  headers: { cookie: `refresh_token=${made(state.refreshCookie, 'refresh cookie')}` },
});

const auth: Step[] = [
  { operationId: 'getHealth', caller: 'anonymous' },
  {
    operationId: 'logIn',
    caller: 'anonymous',
    after(response, { made: state }) {
      state.tokens.analyst = response.json<TokenResponse>().token;
      state.refreshCookie = refreshCookieOf(response);
    },
  },
  {
    operationId: 'refreshAccessToken',
    caller: 'anonymous',
    parts: withRefreshCookie,
    after(response, { made: state }) {
      state.refreshCookie = refreshCookieOf(response);
    },
  },
  { operationId: 'getSession', caller: 'analyst' },
  { operationId: 'logOut', caller: 'anonymous', parts: withRefreshCookie },
];

/** The super admin makes a user, who edits the account, changes the password and accepts the terms. */
const account: Step[] = [
  {
    operationId: 'createUser',
    caller: 'superAdmin',
    async after(_response, { app, made: state }, sent) {
      const { email, password } = sent.payload as AdminCreateUserRequest;
      state.tokens.newUser = (await logIn(app, email, password)).token;
    },
  },
  { operationId: 'editAccountNames', caller: 'newUser' },
  { operationId: 'changePassword', caller: 'newUser' },
  { operationId: 'acceptTerms', caller: 'newUser' },
  { operationId: 'createUserMessage', caller: 'superAdmin' },
  { operationId: 'listUserMessages', caller: 'analyst' },
  { operationId: 'listNews', caller: 'analyst' },
  { operationId: 'sendPasswordResetEmail', caller: 'anonymous' },
  {
    operationId: 'listOutboxEmails',
    caller: 'superAdmin',
    after(response, { made: state }) {
      state.resetToken = resetTokenOf(response.json<OutboxEmail[]>());
    },
  },
  {
    operationId: 'resetPassword',
    caller: 'anonymous',
    parts: (state, exampleBody) => ({
      body: { ...(exampleBody as object), token: made(state.resetToken, 'password reset token') },
    }),
  },
];

/** The analyst's market calls (the analyst has accepted the terms), and the public pages of a spot. */
const market: Step[] = [
  ...[
    'getDataAsOf',
    'getCurrencyRates',
    'listIndustries',
    'autocompleteNames',
    'getShareOfVoice',
    'getShareOfInvestment',
    'getSnapshotTable',
    'getSnapshotStats',
    'getSnapshotPlatformShares',
    'getSnapshotSourceShares',
    'getSnapshotPublisherSpotShares',
    'getSnapshotPublisherAmountShares',
    'getAudiences',
    'compareEntities',
    'exportCompareExcel',
    'getCampaignRecord',
    'getSpotsList',
  ].map((operationId): Step => ({ operationId, caller: 'analyst' })),
  {
    operationId: 'getCampaignGallery',
    caller: 'analyst',
    after(response, { made: state }) {
      state.signedCreative = signedCreativeOf(response.json());
    },
  },
  // Its address is signed for the viewer it was given to: the gallery's, not the document's example.
  {
    operationId: 'getCreativeImage',
    caller: 'anonymous',
    parts: (state) => made(state.signedCreative, 'signed creative'),
  },
  { operationId: 'getPublicSpot', caller: 'anonymous' },
  { operationId: 'getPublicSpotImage', caller: 'anonymous' },
  { operationId: 'getPublicSpotCard', caller: 'anonymous' },
];

const reportId = (state: Made): RequestParts => ({ path: { id: made(state.reportId, 'report') } });
const alertId = (state: Made): RequestParts => ({ path: { id: made(state.alertId, 'alert') } });
const helpTicketId = (state: Made): RequestParts => ({ path: { id: made(state.helpTicketId, 'help ticket') } });

const reportsAndAlerts: Step[] = [
  {
    operationId: 'createReport',
    caller: 'analyst',
    after(response, { made: state }) {
      state.reportId = response.json<SavedReport>().id;
    },
  },
  { operationId: 'getReportSearch', caller: 'analyst', parts: reportId },
  { operationId: 'listReports', caller: 'analyst' },
  { operationId: 'editReport', caller: 'analyst', parts: reportId },
  { operationId: 'toggleReport', caller: 'analyst', parts: reportId },
  { operationId: 'runReportSchedules', caller: 'superAdmin' },
  { operationId: 'deleteReport', caller: 'analyst', parts: reportId },
  {
    operationId: 'createAlert',
    caller: 'analyst',
    after(response, { made: state }) {
      state.alertId = response.json<Alert>().id;
    },
  },
  { operationId: 'listAlerts', caller: 'analyst' },
  { operationId: 'updateAlert', caller: 'analyst', parts: alertId },
  { operationId: 'deleteAlert', caller: 'analyst', parts: alertId },
  {
    operationId: 'createHelpTicket',
    caller: 'analyst',
    parts: () => ({ file: { name: 'site-list.txt', type: 'text/plain', content: 'diario-ejemplo.com.ar\n' } }),
    after(response, { made: state }) {
      state.helpTicketId = response.json<HelpTicket>().id;
    },
  },
  { operationId: 'getHelpTicket', caller: 'analyst', parts: helpTicketId },
  { operationId: 'getHelpTicketFile', caller: 'analyst', parts: helpTicketId },
];

const exports: Step[] = [
  {
    operationId: 'exportShareOfVoice',
    caller: 'analyst',
    after(response, { made: state }) {
      state.exportToken = exportTokenOf(response.json<ExportLinkResponse>());
    },
  },
  {
    operationId: 'downloadExportFile',
    caller: 'anonymous',
    parts: (state) => ({ path: { token: made(state.exportToken, 'export link') } }),
  },
  ...[
    'exportShareOfInvestment',
    'exportSnapshot',
    'exportCampaignDetails',
    'exportCampaignRealTimeSpend',
    'exportGalleryPdf',
    'mailShareOfInvestmentExport',
    'mailSnapshotExport',
    'mailCampaignDetailsExport',
    'mailCampaignRealTimeSpendExport',
  ].map((operationId): Step => ({ operationId, caller: 'analyst' })),
  {
    operationId: 'mailShareOfVoiceExport',
    caller: 'analyst',
    // The e-mail's id is in no answer of the call: read where GET /v2/outbox reads it.
    async after(_response, { db, made: state }) {
      state.outboxEmailId = (await listOutbox(db, { to: ANALYST, kind: 'export', limit: 1 }))[0]?.id;
    },
  },
  {
    operationId: 'getOutboxAttachment',
    caller: 'superAdmin',
    parts: (state) => ({ path: { id: made(state.outboxEmailId, 'e-mail with an attachment') } }),
  },
  { operationId: 'mailDdsWithoutCapture', caller: 'superAdmin' },
];

const publicAreaAndDiagnostics: Step[] = [
  { operationId: 'listMarketingRecords', caller: 'anonymous' },
  { operationId: 'getCountryReport', caller: 'anonymous' },
  {
    operationId: 'getMarketingDocument',
    caller: 'anonymous',
    // Only an operator's records link documents of the table: one is written as they would.
    async before({ db, made: state }) {
      state.marketingDocumentId = await insertDocument(db, 'annex.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    },
    parts: (state) => ({ path: { id: made(state.marketingDocumentId, 'marketing document') } }),
  },
  { operationId: 'getCountryFlag', caller: 'anonymous' },
  {
    operationId: 'signUpForMarketingReports',
    caller: 'anonymous',
    // The token is in no answer: it reaches the visitor in the welcome e-mail.
    async after(_response, { db, made: state }, sent) {
      const { EMAIL } = sent.payload as MarketingSignupRequest;
      state.unsubscribeToken = unsubscribeTokenOf(await listOutbox(db, { to: EMAIL, limit: 1 }));
    },
  },
  {
    operationId: 'unsubscribeFromMarketingEmails',
    caller: 'anonymous',
    parts: (state) => ({ body: { token: made(state.unsubscribeToken, 'unsubscribe link') } }),
  },
  { operationId: 'recordAnalyticsEvents', caller: 'analyst' },
  { operationId: 'listAnalyticsEvents', caller: 'superAdmin' },
  { operationId: 'getFederationHealth', caller: 'superAdmin' },
  { operationId: 'listCanaryRollbacks', caller: 'anonymous' },
  {
    operationId: 'listLoginLockouts',
    caller: 'superAdmin',
    // Wrong passwords for an unknown account until it is locked (its 429): a lockout to list and lift.
    async before({ app }) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const payload = { username: 'mallory@example.com', password: 'not-the-password' };
        const response = await app.inject({ method: 'POST', url: '/api/login', payload });
        if (response.statusCode === 429) return;
      }
      throw new Error('50 wrong passwords locked nothing');
    },
    after(response, { made: state }) {
      state.lockoutId = response.json<LoginLockoutsResponse>().lockouts.find((lockout) => lockout.inForce)?.id;
    },
  },
  {
    operationId: 'liftLoginLockout',
    caller: 'superAdmin',
    parts: (state) => ({ path: { id: made(state.lockoutId, 'login lockout') } }),
  },
];

export const STEPS: readonly Step[] = [
  ...auth,
  ...account,
  ...market,
  ...reportsAndAlerts,
  ...exports,
  ...publicAreaAndDiagnostics,
];
