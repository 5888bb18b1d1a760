import type { Database } from './database';
import { openPgliteThreadDatabase } from './pglite-thread-database';

describe('PGlite on its own thread', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPgliteThreadDatabase(null);
    await db.exec('create table spot (id int primary key, aired date, tags text[], payload bytea)');
  });

  afterAll(async () => {
    await db.close();
  });

  it('passes parameters and rows across threads with their types', async () => {
    await db.query('insert into spot values ($1, $2, $3, $4)', [
      1,
      new Date('2026-11-09T00:00:00Z'),
      ['tv', 'social'],
      new Uint8Array([1, 2, 3]),
    ]);
    const { rows } = await db.query<{ id: number; aired: Date; tags: string[]; payload: Uint8Array }>(
      'select * from spot where id = $1',
      [1],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.aired).toEqual(new Date('2026-11-09T00:00:00Z'));
    expect(rows[0]?.tags).toEqual(['tv', 'social']);
    expect([...(rows[0]?.payload ?? [])]).toEqual([1, 2, 3]);
  });

  it("rejects a failing query with PostgreSQL's message and code", async () => {
    await expect(db.query('insert into spot (id) values (1)')).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
    });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const inserted = await db.transaction(async (tx) => {
      await tx.query('insert into spot (id) values ($1)', [2]);
      return (await tx.query<{ count: number }>('select count(*)::int as count from spot')).rows[0]?.count;
    });
    expect(inserted).toBe(2);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into spot (id) values ($1)', [3]);
        throw new Error('the load was cancelled');
      }),
    ).rejects.toThrow('the load was cancelled');
    const { rows } = await db.query<{ id: number }>('select id from spot order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps the event loop free while a long query runs, and counts the queries waiting', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const long = db.query('select count(*) from generate_series(1, 3000000)');
    const behind = db.query('select 1');
    expect(db.waiting()).toBe(1);
    await Promise.all([long, behind]);
    clearInterval(timer);
    // On the API's own thread the query would hold the loop: no timer could fire until it ended.
    expect(ticks).toBeGreaterThan(2);
    expect(db.waiting()).toBe(0);
  });
});
