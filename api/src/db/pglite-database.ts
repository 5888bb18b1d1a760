import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, SqlParam } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** A tarball made by `dump()` to start from, instead of an empty database. */
  initialData?: Blob;
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball: tests start each file's database from one. */
  dump(): Promise<Blob>;
}

/**
 * Opens embedded Postgres (WASM). `dataDir` null keeps everything in memory (tests, demos);
 * a folder keeps the data between starts.
 */
export async function openPgliteDatabase(dataDir: string | null, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.initialData ? { loadDataDir: options.initialData } : {}),
  });
  const root = wrap(pglite);
  // PGlite runs one query at a time; the others wait in its queue.
  let inFlight = 0;
  const counted = async <R>(work: () => Promise<R>): Promise<R> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    query: (sql, params) => counted(() => root.query(sql, params)),
    exec: (sql) => counted(() => root.exec(sql)),
    waiting: () => Math.max(0, inFlight - 1),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}
