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

/** One band of an audience (spec 2 section 3). */
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

/** Countries with audience data (spec 2 section 6). */
export const AUDIENCE_COUNTRIES = ['MX', 'AR', 'CO', 'PE', 'CL', 'BR'] as const;
