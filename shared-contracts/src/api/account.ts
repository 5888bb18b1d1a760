import type { FilterItem, IsoDate } from '../search/search-state';

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

/** The search a saved report replays. */
export interface SavedReportParameters {
  country: string;
  page: string;
  countries: string[];
  industries?: number[];
  advertisers?: number[];
  publishers?: number[];
  excludedPublishers?: number[];
  sources?: number[];
  categories?: number[];
  products?: number[];
  formats?: number[];
  platforms?: number[];
}

export interface SavedReport {
  id: number;
  name: string;
  frequency: ReportFrequency;
  formats: ReportFormat[];
  enabled: boolean;
  parameters: SavedReportParameters;
  filters: { startDate: IsoDate; endDate: IsoDate };
  dateCreated: string;
  lastModified: string;
}

/** `POST /v2/reports`. */
export interface CreateReportRequest {
  name: string;
  formats: ReportFormat[];
  frequency: ReportFrequency;
  parameters: SavedReportParameters;
}

/** `PUT /v2/reports/{id}/edit`. */
export interface EditReportRequest {
  id: number;
  name: string;
  formats: ReportFormat[];
  frequency: ReportFrequency;
}

/** `POST /v2/reports/{id}/toggle`. */
export interface ToggleReportRequest {
  enabled: boolean;
}

export const MAX_ALERTS = 3;
export const MAX_ADVERTISERS_PER_ALERT = 4;

export interface Alert {
  id: number;
  name: string;
  advertisers: FilterItem[];
}

/** `POST /v2/alerts`, `PUT /v2/alerts/{id}`. */
export interface AlertRequest {
  name: string;
  advertisers: FilterItem[];
}

/** A message for the user; `html` is server-provided and rendered sanitised. */
export interface UserMessage {
  id: number;
  name: string;
  createdAt: string;
  html: string;
  enabled: boolean;
}

/** `POST /v2/account/edit`. */
export interface EditAccountRequest {
  user: { name: string; surname: string };
  current_password: string;
}

/** `POST /v2/account/password`. */
export interface ChangePasswordRequest {
  user: { plainPassword: string };
  current_password: string;
}

/** `POST /v2/account/send_email` (no bearer). */
export interface PasswordResetRequest {
  username: string;
}

export interface StatusResponse {
  status: 'ok';
}

/** The 12 help message types (spec 1 section 3), as ids. */
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

/** A news card of Home. */
export interface NewsCard {
  id: number;
  type: string;
  title: string;
  body: string;
  links: { label: string; href: string }[];
}
