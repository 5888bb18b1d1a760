import {
  hasRole,
  LONG_RANGE_MIN_DAYS,
  ROLES,
  type ExportCountries,
  type ExportFormat,
  type ExportType,
  type Role,
} from 'shared-contracts';

/** Campaign Details (Excel) is disabled over 31 days (docs/product.md#exports). */
export const CAMPAIGN_DETAILS_MAX_DAYS = 31;

/** The data pages that show the export menu (every non-snapshot page but Campaigns). */
export type ExportPage = 'shareofvoice' | 'investment' | 'spotslist';

/** Why an export cannot run now (a key under `exportMenu`), or null. */
export type ExportBlock = 'investmentPage' | 'investmentRange' | 'campaignDetailsRange' | 'noAccess' | null;

/** The menu's entries, as keys under `exportMenu`. */
type ExportLabelKey =
  'sovExcel' | 'sovPdf' | 'soiExcel' | 'soiPdf' | 'campaignDetailsExcel' | 'campaignRtsExcel' | 'ddsWithoutCapture';

/**
 * A file export (`GET /{type}/export/{format}`) of the first selected country or of every one, or
 * the e-mailed 'dds without capture' CSV.
 */
export type ExportAction =
  { kind: 'file'; type: ExportType; format: ExportFormat; holding: ExportCountries } | { kind: 'dds' };

export interface ExportOption {
  /** Unique in the menu. */
  key: string;
  labelKey: ExportLabelKey;
  action: ExportAction;
  blockedBy: ExportBlock;
}

/**
 * What the rules depend on: the page on screen, the applied range's length, the token's roles and
 * how many countries the page's search holds (1 when not given).
 */
export interface ExportRuleInput {
  page: ExportPage;
  rangeDays: number;
  roles: readonly string[];
  countryCount?: number;
}

interface Entry {
  labelKey: ExportLabelKey;
  action: ExportAction;
  /** The role the API asks of this export (docs/decisions.md#decisions-taken-in-this-project-where-the-shared-page-is-silent: roles follow the export's page). */
  role: Role | null;
  /** The spec's rule on page and range, once the role is there. */
  rule: (input: ExportRuleInput) => ExportBlock;
}

const file = (type: ExportType, format: ExportFormat): ExportAction => ({
  kind: 'file',
  type,
  format,
  holding: 'first',
});

const always = (): ExportBlock => null;

/** On Real-Time Spend only (select it in the menu first), with 15 days or more. */
function investmentRule({ page, rangeDays }: ExportRuleInput): ExportBlock {
  if (page !== 'investment') return 'investmentPage';
  return rangeDays < LONG_RANGE_MIN_DAYS ? 'investmentRange' : null;
}

function campaignDetailsRule({ rangeDays }: ExportRuleInput): ExportBlock {
  return rangeDays > CAMPAIGN_DETAILS_MAX_DAYS ? 'campaignDetailsRange' : null;
}

// The same list on every page, so an entry the page cannot run still says where it can.
const ENTRIES: readonly Entry[] = [
  { labelKey: 'sovExcel', action: file('sov', 'excel'), role: ROLES.shareOfVoice, rule: always },
  { labelKey: 'sovPdf', action: file('sov', 'pdf'), role: ROLES.shareOfVoice, rule: always },
  { labelKey: 'soiExcel', action: file('soi', 'excel'), role: ROLES.investment, rule: investmentRule },
  { labelKey: 'soiPdf', action: file('soi', 'pdf'), role: ROLES.investment, rule: investmentRule },
  {
    labelKey: 'campaignDetailsExcel',
    action: file('campaign_details', 'excel'),
    role: ROLES.campaign,
    rule: campaignDetailsRule,
  },
  // "A one-day range" is read as its rows, one per campaign and day (docs/decisions.md#decisions-taken-in-this-project-where-the-shared-page-is-silent).
  { labelKey: 'campaignRtsExcel', action: file('campaign_rts', 'excel'), role: ROLES.investment, rule: investmentRule },
];

const DDS_ENTRY: Entry = { labelKey: 'ddsWithoutCapture', action: { kind: 'dds' }, role: null, rule: always };

function keyOf(action: ExportAction): string {
  if (action.kind === 'dds') return 'dds';
  return action.holding === 'all' ? `${action.type}:${action.format}:all` : `${action.type}:${action.format}`;
}

/** The same export holding every selected country. */
function forEveryCountry(entry: Entry): Entry {
  return entry.action.kind === 'file' ? { ...entry, action: { ...entry.action, holding: 'all' } } : entry;
}

/**
 * The export menu's entries for a page, range and roles (docs/product.md#exports), each with what
 * blocks it: the spec's exports of the first country, then, for a search of several countries, the
 * same exports of every one. 'Dds Without Capture (CSV)' is listed for super admins only.
 * The demo role's "every export disabled" is the menu's, not an entry's: its button is off.
 */
export function exportOptions(input: ExportRuleInput): ExportOption[] {
  const everyCountry = (input.countryCount ?? 1) > 1 ? ENTRIES.map(forEveryCountry) : [];
  const files = [...ENTRIES, ...everyCountry];
  const entries = hasRole(input.roles, ROLES.superAdmin) ? [...files, DDS_ENTRY] : files;
  return entries.map((entry) => ({
    key: keyOf(entry.action),
    labelKey: entry.labelKey,
    action: entry.action,
    blockedBy: entry.role && !hasRole(input.roles, entry.role) ? 'noAccess' : entry.rule(input),
  }));
}
