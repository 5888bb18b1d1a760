import pg from 'pg';
import type { Database, Queryable, QueryResult, SqlParam } from './database';

type Client = pg.Pool | pg.PoolClient;

// pg and PGlite parse a few types differently. Code is written and tested against PGlite
// first, so the pool reads them the PGlite way: int8 (count(*), bigint ids) as a number
// (a BigInt beyond 2^53), date and timestamp without zone as UTC instants.
const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const TIMESTAMP = 1114;

function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

function parseUtc(text: string): Date | string {
  // 'infinity' and friends stay text, as pg leaves them.
  const date = new Date(text.includes(' ') ? `${text.replace(' ', 'T')}Z` : `${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text : date;
}

const pgliteLikeTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
    if (oid === INT8) return parseInt8;
    if (oid === INT8_ARRAY) {
      // int8[] (oid 1016) is not in @types/pg's TypeId list, though pg parses it.
      const getParser = pg.types.getTypeParser as (oid: number, format: 'text') => (text: string) => (string | null)[];
      const parseArray = getParser(INT8_ARRAY, 'text');
      return (text: string) => parseArray(text).map((item) => (item === null ? null : parseInt8(item)));
    }
    if (oid === DATE || oid === TIMESTAMP) return parseUtc;
    return pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

function wrap(client: Client): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Connections of the pool (pg's default is 10); queries beyond it wait for one. */
  poolSize?: number;
}

export const DEFAULT_POOL_SIZE = 20;

/**
 * Session settings of the API's connections. Its queries are many and short (5–20 ms): JIT
 * compiling one costs more than it saves, and parallel workers started per query compete with
 * the other connections for the same cores (docs/scaling.md: distinct searches, 67 → 90 answers/s).
 */
const CONNECTION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** Connects to a PostgreSQL server through a connection pool. */
export async function openPostgresDatabase(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: pgliteLikeTypes,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    options: CONNECTION_OPTIONS,
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const root = wrap(pool);
  return {
    ...root,
    waiting: () => pool.waitingCount,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
