/**
 * Every operation's `operationId`, keyed by `METHOD /route/:pattern` as Fastify registers it.
 * Generated clients name their methods after these, so they are part of the contract: renaming
 * one is a breaking change for a client, and a route missing here stops the document from being
 * built (swagger.ts) instead of getting a made-up name.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',

  'POST /api/login': 'logIn',
  'POST /api/auth/refresh': 'refreshAccessToken',
  'POST /api/auth/logout': 'logOut',
  'GET /api/v2/session': 'getSession',

  'POST /api/v2/account/send_email': 'sendPasswordResetEmail',
  'POST /api/v2/account/reset': 'resetPassword',
  'POST /api/v2/account/edit': 'editAccountNames',
  'POST /api/v2/account/password': 'changePassword',
  'POST /api/v2/account/terms/accept': 'acceptTerms',
  'GET /api/v2/messages/all': 'listUserMessages',
  'GET /api/v2/news': 'listNews',

  'GET /api/v2/reports': 'listReports',
  'POST /api/v2/reports': 'createReport',
  'GET /api/v2/reports/:id/search': 'getReportSearch',
  'PUT /api/v2/reports/:id/edit': 'editReport',
  'POST /api/v2/reports/:id/toggle': 'toggleReport',
  'DELETE /api/v2/reports/:id': 'deleteReport',

  'GET /api/v2/alerts': 'listAlerts',
  'POST /api/v2/alerts': 'createAlert',
  'PUT /api/v2/alerts/:id': 'updateAlert',
  'DELETE /api/v2/alerts/:id': 'deleteAlert',

  'POST /api/v2/admin/run-schedules': 'runReportSchedules',
  'POST /api/v2/admin/users': 'createUser',
  'POST /api/v2/admin/messages': 'createUserMessage',
  'GET /api/v2/admin/login-lockouts': 'listLoginLockouts',
  'DELETE /api/v2/admin/login-lockouts/:id': 'liftLoginLockout',
  'GET /api/v2/admin/analytics/events': 'listAnalyticsEvents',
  'POST /api/v2/analytics/events': 'recordAnalyticsEvents',

  'POST /api/v2/help/tickets': 'createHelpTicket',
  'GET /api/v2/help/tickets/:id': 'getHelpTicket',
  'GET /api/v2/help/tickets/:id/file': 'getHelpTicketFile',
  'GET /api/v2/outbox': 'listOutboxEmails',
  'GET /api/v2/outbox/:id/attachment': 'getOutboxAttachment',
  'GET /api/v2/federation/health': 'getFederationHealth',
  'GET /api/v2/federation/rollbacks': 'listCanaryRollbacks',

  'GET /api/v2/marketing/records': 'listMarketingRecords',
  'GET /api/v2/marketing/docs/:id': 'getMarketingDocument',
  'GET /api/v2/marketing/flags/:country': 'getCountryFlag',
  'POST /api/v2/marketing/signup': 'signUpForMarketingReports',
  'GET /api/getspot/:id': 'getPublicSpot',
  'GET /api/creatives/:campaignId/:file': 'getCreativeImage',
  'GET /api/public/spots/:id/:file': 'getPublicSpotImage',

  'POST /api/v2/sov/:type': 'getShareOfVoice',
  'POST /api/v2/soi/:type': 'getShareOfInvestment',
  'POST /api/v2/snapshots/table/:type/:page/:limit': 'getSnapshotTable',
  'POST /api/v2/snapshots/stats/:type': 'getSnapshotStats',
  'POST /api/v2/snapshots/platforms': 'getSnapshotPlatformShares',
  'POST /api/v2/snapshots/sources': 'getSnapshotSourceShares',
  'POST /api/v2/snapshots/publishers/sov': 'getSnapshotPublisherSpotShares',
  'POST /api/v2/snapshots/publishers/soi': 'getSnapshotPublisherAmountShares',
  'POST /api/v2/audiences': 'getAudiences',
  'POST /api/v2/gallery/:page/:limit': 'getCampaignGallery',
  'POST /api/v2/campaigns/:id': 'getCampaignRecord',
  'POST /api/v2/spots/:page/:limit': 'getSpotsList',
  'GET /api/v2/autocomplete/:type': 'autocompleteNames',
  'GET /api/v2/list/industries': 'listIndustries',
  'GET /api/v2/rates': 'getCurrencyRates',
  'GET /api/v2/data-as-of': 'getDataAsOf',

  'GET /api/sov/export/:format': 'exportShareOfVoice',
  'POST /api/sov/export/:format/mail': 'mailShareOfVoiceExport',
  'GET /api/soi/export/:format': 'exportShareOfInvestment',
  'POST /api/soi/export/:format/mail': 'mailShareOfInvestmentExport',
  'GET /api/snapshots/export/:format': 'exportSnapshot',
  'POST /api/snapshots/export/:format/mail': 'mailSnapshotExport',
  'GET /api/campaign_details/export/:format': 'exportCampaignDetails',
  'POST /api/campaign_details/export/:format/mail': 'mailCampaignDetailsExport',
  'GET /api/campaign_rts/export/:format': 'exportCampaignRealTimeSpend',
  'POST /api/campaign_rts/export/:format/mail': 'mailCampaignRealTimeSpendExport',
  'GET /api/gallery/export/pdf': 'exportGalleryPdf',
  'GET /api/exports/files/:token': 'downloadExportFile',
  'POST /api/v2/ddsWithoutCapture': 'mailDdsWithoutCapture',
};
