/**
 * PGlite's own thread (worker_threads). PGlite runs each query synchronously in WASM: on the
 * API's thread a query stops every request, refusals included, for as long as it runs. Here it
 * blocks only this thread, and the API's thread keeps answering (docs/scaling.md).
 *
 * Node runs this file as it is (type imports only, which Node 24 strips): under tsx, jest and in
 * the built image alike, with no loader of its own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type {
  PgliteThreadData,
  PgliteThreadError,
  PgliteThreadReply,
  PgliteThreadRequest,
} from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');
const { dataDir } = workerData as PgliteThreadData;

/** A transaction held open until the API's thread commits or rolls it back. */
interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();
const pgliteReady = PGlite.create(dataDir ? { dataDir } : {});

function errorOf(error: unknown): PgliteThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: PgliteThreadError['fields'] = {};
  // PGlite's DatabaseError carries PostgreSQL's fields (code, detail, constraint…) as own properties.
  for (const [name, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  return { message: error.message, fields };
}

function transactionOf(tx: number): Transaction {
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.tx;
}

async function begin(pglite: PGlite, id: number): Promise<void> {
  let opened!: (tx: Transaction) => void;
  const started = new Promise<Transaction>((resolve) => (opened = resolve));
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  const done = pglite
    .transaction(async (tx) => {
      opened(tx);
      // Thrown to make PGlite roll back; caught below.
      if (!(await decided)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  // A transaction that fails to open rejects `done` before `started` settles.
  const tx = await Promise.race([started, done.then(() => Promise.reject(new Error('The transaction did not open')))]);
  transactions.set(id, { tx, finish, done });
}

async function answer(pglite: PGlite, request: PgliteThreadRequest): Promise<PgliteThreadReply> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pglite : transactionOf(request.tx);
      const result = await target.query(request.sql, request.params);
      return { id: request.id, ok: true, rows: result.rows };
    }
    case 'exec': {
      const target = request.tx === undefined ? pglite : transactionOf(request.tx);
      await target.exec(request.sql);
      return { id: request.id, ok: true };
    }
    case 'begin':
      await begin(pglite, request.id);
      return { id: request.id, ok: true, tx: request.id };
    case 'commit':
    case 'rollback': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}`);
      transactions.delete(request.tx);
      open.finish(request.op === 'commit');
      await open.done;
      return { id: request.id, ok: true };
    }
    case 'close':
      await pglite.close();
      return { id: request.id, ok: true };
  }
}

port.on('message', (request: PgliteThreadRequest) => {
  pgliteReady
    .then((pglite) => answer(pglite, request))
    .then(
      (reply) => port.postMessage(reply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: errorOf(error) } satisfies PgliteThreadReply),
    );
});
// Tells the API's thread that the database opened (or why not) before any request is sent.
pgliteReady.then(
  () => port.postMessage({ id: 0, ok: true } satisfies PgliteThreadReply),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: errorOf(error) } satisfies PgliteThreadReply),
);
