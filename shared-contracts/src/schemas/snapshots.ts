import { Type, type Static } from 'typebox';
import { NullableNumber } from './schema-helpers';

/** A row of the snapshot table. */
export const SnapshotTableRow = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** Share of voice in percent. */
  percentage: Type.Number(),
  viewability: NullableNumber,
  /** Spots. */
  total: Type.Integer(),
  /** Investment in `currency`; absent without the investment role (ROLE_FEATURE_INVESTMENT). */
  amount: Type.Optional(Type.Number()),
});
export type SnapshotTableRow = Static<typeof SnapshotTableRow>;

/** `POST /v2/snapshots/table/{type}/{page}/{limit}?lang=…`: one entry, read as items[0].table.items. */
export const SnapshotTableResponse = Type.Object({
  items: Type.Array(Type.Object({ table: Type.Object({ items: Type.Array(SnapshotTableRow) }) })),
  currency: Type.String(),
  totalResults: Type.Integer(),
});
export type SnapshotTableResponse = Static<typeof SnapshotTableResponse>;

/** `POST /v2/snapshots/stats/{type}`: one entry, wrapped as items. */
export const SnapshotStatsResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      /** Publisher count (industries/advertisers snaps) or advertiser count (publishers snap). */
      totalStat: Type.Integer(),
      pViewability: NullableNumber,
      /** The spend and its days; absent without the investment role (ROLE_FEATURE_INVESTMENT). */
      adSpend: Type.Optional(
        Type.Object({
          total: Type.Number(),
          currency: Type.String(),
          histogram: Type.Array(Type.Object({ date: Type.String(), amount: Type.Number() })),
        }),
      ),
    }),
  ),
});
export type SnapshotStatsResponse = Static<typeof SnapshotStatsResponse>;

/** A slice of a snapshot donut: platforms, sources, publishers SOV or SOI. */
export const SnapshotShareItem = Type.Object({
  /** 0 for the 'Others' slice. */
  id: Type.Integer(),
  label: Type.String(),
  /** Share of spots (SOV donuts) or of amount (SOI donut) in percent, 2 decimals; slices add to 100. */
  percentage: Type.Number(),
  /** Spots. */
  total: Type.Integer(),
  /** Investment in `currency`; absent without the investment role (ROLE_FEATURE_INVESTMENT). */
  amount: Type.Optional(Type.Number()),
});
export type SnapshotShareItem = Static<typeof SnapshotShareItem>;

/**
 * `POST /v2/snapshots/platforms`, `/v2/snapshots/sources`, `/v2/snapshots/publishers/sov` and
 * `/v2/snapshots/publishers/soi` (same body as the other snapshot calls). The SOI call is only
 * about spend: 403 without the investment role.
 */
export const SnapshotShareResponse = Type.Object({
  items: Type.Array(SnapshotShareItem),
  currency: Type.String(),
});
export type SnapshotShareResponse = Static<typeof SnapshotShareResponse>;
