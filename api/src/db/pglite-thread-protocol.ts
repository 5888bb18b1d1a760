import type { SqlParam } from './database';

/** What the API's thread asks PGlite's thread; `tx` names an open transaction. */
export type PgliteThreadRequest =
  | { id: number; op: 'query'; sql: string; params: SqlParam[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** A database error as it crosses threads: its message and PostgreSQL's fields (code, detail…). */
export interface PgliteThreadError {
  message: string;
  fields: Record<string, string | number | undefined>;
}

export type PgliteThreadReply =
  { id: number; ok: true; rows?: unknown[]; tx?: number } | { id: number; ok: false; error: PgliteThreadError };

/** What the thread opens: `dataDir` null keeps the database in memory. */
export interface PgliteThreadData {
  dataDir: string | null;
}
