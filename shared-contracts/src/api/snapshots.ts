export type { AudienceBand, AudiencesRequest, AudiencesResponse } from '../schemas/audiences';
export type {
  SnapshotShareItem,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SnapshotTableRow,
} from '../schemas/snapshots';

/** Countries with audience data (docs/product.md#audiences). */
export const AUDIENCE_COUNTRIES = ['MX', 'AR', 'CO', 'PE', 'CL', 'BR'] as const;
