import { Type, type Static } from 'typebox';

const Channel = Type.Enum(['stable', 'canary'], { type: 'string' });

/** One remote version's loads in the health window, as real browsers reported them. */
export const RemoteHealthRow = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  channel: Channel,
  loads: Type.Integer(),
  failures: Type.Integer(),
  /** Failures over loads, in percent (0 when nothing loaded). */
  failurePercent: Type.Number(),
  /** 95th percentile of successful loads' total time; null when none succeeded. */
  p95LoadMs: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  /** Per RemoteLoadPhase. */
  failuresByPhase: Type.Object({
    manifest: Type.Integer(),
    entry: Type.Integer(),
    module: Type.Integer(),
    render: Type.Integer(),
  }),
  /** When the API withdrew this version as a canary; null when it did not. */
  rolledBackAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});
export type RemoteHealthRow = Static<typeof RemoteHealthRow>;

/** `GET /api/v2/federation/health?env=`: the last hour of one environment. */
export const RemoteHealthResponse = Type.Object({
  env: Type.String(),
  windowMinutes: Type.Integer(),
  rows: Type.Array(RemoteHealthRow),
});
export type RemoteHealthResponse = Static<typeof RemoteHealthResponse>;

/** A canary the API withdrew; the shell stops assigning it on the next page load. */
export const CanaryRollback = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  rolledBackAt: Type.String({ format: 'date-time' }),
});
export type CanaryRollback = Static<typeof CanaryRollback>;

/** `GET /api/v2/federation/rollbacks?env=` (public: the shell reads it before anyone signs in). */
export const CanaryRollbacksResponse = Type.Object({ env: Type.String(), rollbacks: Type.Array(CanaryRollback) });
export type CanaryRollbacksResponse = Static<typeof CanaryRollbacksResponse>;
