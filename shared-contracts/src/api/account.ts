import type { PageId } from '../pages';
import type { SavedReportComparison } from '../schemas/reports';
import type { CompareSelection } from '../search/compare-selection';
import { COMPARE_ENTITIES } from './compare';

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'never'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_FORMATS = [
  'sov_excel',
  'sov_pdf',
  'soi_excel',
  'soi_pdf',
  'campaign_details_excel',
  'campaign_rts_excel',
] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type {
  CreateReportRequest,
  EditReportRequest,
  SavedReport,
  SavedReportComparison,
  SavedReportParameters,
  SavedReportSearch,
  ToggleReportRequest,
} from '../schemas/reports';

/**
 * `parameters.page` of a report saved on Compare, which also holds `parameters.compare`
 * (docs/decisions.md#compare-beyond-the-spec). The spec's reports save '1'.
 */
export const COMPARE_REPORT_PAGE = 'compare' satisfies PageId;

/** What a report saved on Compare keeps of its selection: the dimension and the ids; null outside 2 to 20. */
export function savedComparison(selection: CompareSelection): SavedReportComparison | null {
  const entities = [...new Set(selection.entities.map((entity) => Number(entity.id)))];
  if (!entities.every((id) => Number.isInteger(id) && id > 0)) return null;
  if (entities.length < COMPARE_ENTITIES.min || entities.length > COMPARE_ENTITIES.max) return null;
  return { dimension: selection.dimension, entities };
}

/**
 * The formats a frequency offers (docs/product.md#saved-reports): SOI formats and campaign RTS are hidden
 * for daily and weekly. The API refuses the others.
 */
export const REPORT_FORMATS_BY_FREQUENCY: Readonly<Record<ReportFrequency, readonly ReportFormat[]>> = {
  daily: ['sov_excel', 'sov_pdf', 'campaign_details_excel'],
  weekly: ['sov_excel', 'sov_pdf', 'campaign_details_excel'],
  monthly: REPORT_FORMATS,
  never: REPORT_FORMATS,
};

/** Days back from today a frequency's report covers (docs/product.md#saved-reports); 0 is today only. */
export const REPORT_RANGE_DAYS: Readonly<Record<ReportFrequency, number>> = {
  daily: 0,
  weekly: 7,
  monthly: 30,
  never: 15,
};

export const MAX_ALERTS = 3;
export const MAX_ADVERTISERS_PER_ALERT = 4;

export type { Alert, AlertRequest } from '../schemas/alerts';

export type {
  AdminCreatedUser,
  AdminCreateMessageRequest,
  AdminCreateUserRequest,
  LoginLockout,
  LoginLockoutsResponse,
  UserMessage,
} from '../schemas/admin';

export type {
  AcceptTermsRequest,
  ChangePasswordRequest,
  EditAccountRequest,
  NewsCard,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  StatusResponse,
} from '../schemas/account';

/** The account routes' refusal when the current password is wrong (docs/product.md#account-page). */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'This is not your current password!';
/** docs/product.md#alerts. */
export const ALERTS_LIMIT_MESSAGE = 'You can only create up to 3 alerts.';
/** A password reset may be requested once every 2 hours (docs/product.md#session-and-login). */
export const PASSWORD_RESET_INTERVAL_HOURS = 2;
/** The shortest password, at login and for a new one (docs/product.md#session-and-login). */
export const PASSWORD_MIN_LENGTH = 4;

/** The 12 help message types (docs/product.md#help-tickets), as ids. */
export const HELP_MESSAGE_TYPES = [
  'add-sites',
  'user-management',
  'campus',
  'training',
  'commercial-contract',
  'campaign-classification',
  'api-integration',
  'methodology',
  'reports',
  'cannot-access',
  'rts-investment',
  'other',
] as const;
export type HelpMessageType = (typeof HELP_MESSAGE_TYPES)[number];

/** The file a help ticket may carry: at most 5 MB. */
export const HELP_TICKET_MAX_FILE_BYTES = 5 * 1024 * 1024;

export type { HelpTicket, HelpTicketFields } from '../schemas/help-tickets';

export type { OutboxEmail, RunSchedulesResponse } from '../schemas/outbox';
