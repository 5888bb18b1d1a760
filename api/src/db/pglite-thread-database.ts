import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryResult, SqlParam } from './database';
import type { PgliteThreadData, PgliteThreadReply, PgliteThreadRequest } from './pglite-thread-protocol';

// Sent without its id: the id is given when it is posted.
type Request = PgliteThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A database error from PGlite's thread, with PostgreSQL's fields (code, detail…) as properties. */
class PgliteThreadQueryError extends Error {
  constructor(message: string, fields: Record<string, string | number | undefined>) {
    super(message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

// Under tsx and jest this module is TypeScript, in the built server JavaScript: the thread's file
// is beside it with the same extension (tsup builds it as an entry of its own).
function threadFile(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./pglite-thread.${extension}`, import.meta.url);
}

/**
 * Embedded Postgres (WASM) on a thread of its own, so its queries never block the event loop:
 * the server (src/server.ts) opens it this way. `dataDir` null keeps everything in memory.
 * Tests use openPgliteDatabase, on their own thread, for its dumps.
 */
export async function openPgliteThreadDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const worker = new Worker(threadFile(), { workerData: { dataDir } satisfies PgliteThreadData });
  const pending = new Map<
    number,
    { resolve: (reply: PgliteThreadReply & { ok: true }) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let opened!: () => void;
  let failedToOpen!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failedToOpen = reject;
  });

  worker.on('message', (reply: PgliteThreadReply) => {
    if (reply.id === 0) {
      if (reply.ok) opened();
      else failedToOpen(new PgliteThreadQueryError(reply.error.message, reply.error.fields));
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply);
    else call.reject(new PgliteThreadQueryError(reply.error.message, reply.error.fields));
  });
  const failAll = (error: Error) => {
    failedToOpen(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite's thread stopped (exit code ${code})`)));
  await ready;

  const call = (request: Request) =>
    new Promise<PgliteThreadReply & { ok: true }>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as PgliteThreadRequest);
    });

  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const reply = await call({ op: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) });
      return { rows: (reply.rows ?? []) as T[] };
    },
    async exec(sql: string): Promise<void> {
      await call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  return {
    ...queryable(),
    // PGlite runs one query at a time: every call sent beyond the running one waits.
    waiting: () => Math.max(0, pending.size - 1),
    async transaction(work) {
      const { tx } = await call({ op: 'begin' });
      if (tx === undefined) throw new Error('PGlite did not open a transaction');
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', tx });
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
