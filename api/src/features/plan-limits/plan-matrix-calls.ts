import type { Role } from 'shared-contracts';
import { ROLES } from '../../lib/contracts';

/**
 * The market calls of api/README.md and api/openapi/views-calls.ts, for the plan matrix: what
 * each needs and which of its fields are spend. Every call is asked with one Argentine search
 * inside the demo role's window, so every demo account has data.
 */

export const MATRIX_SEARCH = [{ country: 'AR', since: '2023-08-01', until: '2023-09-30' }] as const;

/** Keys that hold spend, or shares of it, wherever they appear in an answer. */
export const SPEND_KEYS = ['amount', 'adSpend', 'mediaDataAmount', 'trendingSoI', 'spend', 'investment'] as const;

/** Ids the calls need from the test market: a campaign and a spot of the search. */
export interface MatrixIds {
  campaignId: number;
  spotId: number;
}

export interface MarketCall {
  /** As api/README.md lists it. */
  name: string;
  method: 'GET' | 'POST';
  url: (ids: MatrixIds) => string;
  payload?: unknown;
  /** The role of the page the call serves (null: any logged-in user). */
  role: Role | null;
  /** A call only about spend: 403 without the investment role. */
  spendOnly: boolean;
  /** The spend fields the answer carries with the investment role (absent without it). */
  spendFields: readonly string[];
  /** A download (refused to the demo role like the files). */
  download?: true;
}

const post = (
  name: string,
  path: string,
  role: Role | null,
  spendFields: readonly string[] = [],
  spendOnly = false,
): MarketCall => ({
  name,
  method: 'POST',
  url: () => `/api${path}`,
  payload: MATRIX_SEARCH,
  role,
  spendOnly,
  spendFields,
});

const get = (name: string, url: (ids: MatrixIds) => string, role: Role | null = null): MarketCall => ({
  name,
  method: 'GET',
  url,
  role,
  spendOnly: false,
  spendFields: [],
});

const SNAPSHOT_SHARE_FIELDS = ['items[].amount'];

export const MARKET_CALLS: readonly MarketCall[] = [
  post('POST /v2/sov/{type}', '/v2/sov/industries?snap=0&lang=en', ROLES.shareOfVoice),
  post('POST /v2/sov/{type}?snap=1', '/v2/sov/advertisers?snap=1&lang=en', ROLES.shareOfVoice),
  post(
    'POST /v2/soi/{type}',
    '/v2/soi/industries?snap=0&lang=en',
    ROLES.investment,
    ['[].tableData[].amount', '[].mediaDataAmount', '[].trendingSoI'],
    true,
  ),
  post(
    'POST /v2/snapshots/table/{type}/{page}/{limit}',
    '/v2/snapshots/table/industries/1/20?lang=en',
    ROLES.shareOfVoice,
    ['items[].table.items[].amount'],
  ),
  {
    ...post(
      'POST /v2/snapshots/table (the CSV download, 50000 rows)',
      '/v2/snapshots/table/advertisers/1/50000?lang=en',
      ROLES.shareOfVoice,
      ['items[].table.items[].amount'],
    ),
    download: true,
  },
  post('POST /v2/snapshots/stats/{type}', '/v2/snapshots/stats/industries', ROLES.shareOfVoice, ['items[].adSpend']),
  post('POST /v2/snapshots/platforms', '/v2/snapshots/platforms?lang=en', ROLES.shareOfVoice, SNAPSHOT_SHARE_FIELDS),
  post('POST /v2/snapshots/sources', '/v2/snapshots/sources?lang=en', ROLES.shareOfVoice, SNAPSHOT_SHARE_FIELDS),
  post(
    'POST /v2/snapshots/publishers/sov',
    '/v2/snapshots/publishers/sov?lang=en',
    ROLES.shareOfVoice,
    SNAPSHOT_SHARE_FIELDS,
  ),
  post(
    'POST /v2/snapshots/publishers/soi',
    '/v2/snapshots/publishers/soi?lang=en',
    ROLES.shareOfVoice,
    SNAPSHOT_SHARE_FIELDS,
    true,
  ),
  { ...post('POST /v2/audiences', '/v2/audiences', null), payload: { search: MATRIX_SEARCH } },
  post('POST /v2/gallery/{page}/{limit} (the carousel)', '/v2/gallery/1/15?unique=1&lang=en', ROLES.campaign),
  post('POST /v2/spots/{page}/{limit}', '/v2/spots/1/15?grouped=0', ROLES.campaign),
  post('POST /v2/spots/{page}/{limit}?grouped=1', '/v2/spots/1/15?grouped=1', ROLES.campaign),
  {
    ...post('POST /v2/campaigns/{id}', '', ROLES.campaign),
    url: ({ campaignId }) => `/api/v2/campaigns/${campaignId}`,
  },
  get('GET /getspot/{id}', ({ spotId }) => `/api/getspot/${spotId}`),
  get('GET /v2/data-as-of', () => '/api/v2/data-as-of?countries=AR'),
  get('GET /v2/autocomplete/{type}', () => '/api/v2/autocomplete/advertisers?q=an&country=&page=1&per_page=50'),
  get('GET /v2/list/industries', () => '/api/v2/list/industries'),
  get('GET /v2/rates', () => '/api/v2/rates?currencies=ARS'),
];
