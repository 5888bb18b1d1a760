import * as imported from 'shared-contracts';

type Contracts = typeof imported;

/**
 * shared-contracts ships TypeScript sources in a package without `"type": "module"`. Under tsx
 * Node's ESM loader treats it as CommonJS and exposes it only as `default`; under jest's
 * CommonJS runtime the named exports are there. Every runtime value the API needs from the
 * contract goes through here so that both work.
 */
const namespace = imported as Contracts & { default?: Contracts };
const contracts: Contracts = namespace.default ?? namespace;

export const { ROLES, SUPPORTED_COUNTRIES, COUNTRY_LANGUAGE, isCountryCode } = contracts;

// Account, reports, alerts, help, marketing and analytics (features/account and neighbours).
export const {
  REPORT_FORMATS_BY_FREQUENCY,
  REPORT_RANGE_DAYS,
  MAX_ALERTS,
  MAX_ADVERTISERS_PER_ALERT,
  ALERTS_LIMIT_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  PASSWORD_RESET_INTERVAL_HOURS,
  PASSWORD_MIN_LENGTH,
  HELP_MESSAGE_TYPES,
  HELP_TICKET_MAX_FILE_BYTES,
  ANALYTICS_MAX_BATCH,
  PRODUCT_TIME_ZONE,
  todayInProductZone,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
} = contracts;

// Reports saved on Compare (features/reports).
export const { COMPARE_DIMENSIONS, COMPARE_ENTITIES, COMPARE_REPORT_PAGE, canSeePage } = contracts;

// Campaigns, spots and exports (features/gallery, spots-list, exports).
export const {
  NO_DATA_MESSAGE,
  DDS_FAILURE_MESSAGE,
  COUNTRIES_WITHOUT_INVESTMENT,
  LONG_RANGE_MIN_DAYS,
  GALLERY_SORTS,
} = contracts;

// Market generator and analytics (features/market-generator, share-of-voice, snapshots, audiences, catalog, rates).
export const {
  COUNTRY_CURRENCY,
  AUDIENCE_COUNTRIES,
  AUTOCOMPLETE_PAGE_SIZE,
  FILTER_GROUPS,
  SEARCH_TABS,
  BREAKDOWN_NAMES,
  PLATFORM_OPTIONS,
  FORMAT_OPTIONS,
  SOURCE_OPTIONS,
  rangeLengthInDays,
} = contracts;
