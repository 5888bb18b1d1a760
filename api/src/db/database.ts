/** Values a query parameter may take; arrays map to Postgres arrays, bytes to bytea. */
export type SqlParam = string | number | boolean | bigint | Date | null | Uint8Array | readonly (string | number)[];

export interface QueryResult<T> {
  rows: T[];
}

/** What both a database and an open transaction can do. */
export interface Queryable {
  /** One statement with `$1…` placeholders. */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

/**
 * The API's only view of its storage. Two implementations run the same SQL: embedded PGlite
 * (default, no server) and PostgreSQL through a pg pool (`DATABASE_URL`).
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Queries waiting for the database (not yet running): the overload guard's queue depth. */
  waiting(): number;
  close(): Promise<void>;
}
