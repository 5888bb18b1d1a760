import type { MarketSearchBody } from './market-search';

/** A row of the snapshot table. */
export interface SnapshotTableRow {
  id: number;
  label: string;
  /** Share of voice in percent. */
  percentage: number;
  viewability: number | null;
  /** Spots. */
  total: number;
  /** Investment in `currency`. */
  amount: number;
}

/** `POST /v2/snapshots/table/{type}/{page}/{limit}?lang=…`: read as items[0].table.items. */
export interface SnapshotTableResponse {
  items: [{ table: { items: SnapshotTableRow[] } }];
  currency: string;
  totalResults: number;
}

/** `POST /v2/snapshots/stats/{type}`: wrapped as items. */
export interface SnapshotStatsResponse {
  items: [
    {
      /** Publisher count (industries/advertisers snaps) or advertiser count (publishers snap). */
      totalStat: number;
      pViewability: number | null;
      adSpend: { total: number; currency: string; histogram: { date: string; amount: number }[] };
    },
  ];
}

/** One band of an audience (docs/product.md#audiences). */
export interface AudienceBand {
  label: string;
  value: number;
  extra: string | null;
  hidden: boolean;
}

/** `POST /v2/audiences`. `sample` is true where the country has no audience data yet. */
export interface AudiencesResponse {
  items: AudienceBand[];
  sample: boolean;
}

/** Countries with audience data (docs/product.md#audiences). */
export const AUDIENCE_COUNTRIES = ['MX', 'AR', 'CO', 'PE', 'CL', 'BR'] as const;

/** A slice of a snapshot donut: platforms, sources, publishers SOV or SOI. */
export interface SnapshotShareItem {
  /** 0 for the 'Others' slice. */
  id: number;
  label: string;
  /** Share of spots (SOV donuts) or of amount (SOI donut) in percent, 2 decimals; slices add to 100. */
  percentage: number;
  /** Spots. */
  total: number;
  /** Investment in `currency`. */
  amount: number;
}

/**
 * `POST /v2/snapshots/platforms`, `/v2/snapshots/sources`, `/v2/snapshots/publishers/sov` and
 * `/v2/snapshots/publishers/soi` (same body as the other snapshot calls).
 */
export interface SnapshotShareResponse {
  items: SnapshotShareItem[];
  currency: string;
}

/** `POST /v2/audiences`: the search (its first entry is read) and optionally one advertiser. */
export interface AudiencesRequest {
  search: MarketSearchBody;
  advertiser?: number;
}
