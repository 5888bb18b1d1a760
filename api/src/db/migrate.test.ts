import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './database';
import { loadMigrations, migrate, runMigrations } from './migrate';
import { openPgliteDatabase } from './pglite-database';

let db: Database;
let folder: string;
// A fresh PGlite starts its WebAssembly engine: seconds alone, several times that on a busy machine.
const OPEN_DATABASE_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  db = await openPgliteDatabase(null);
  folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
}, OPEN_DATABASE_TIMEOUT_MS);
afterAll(async () => {
  await db.close();
  await rm(folder, { recursive: true, force: true });
});

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>('select to_regclass($1)::text as found', [name]);
  return rows[0]?.found === name;
}

describe('migrations', () => {
  test('apply every file once; running them again changes nothing', async () => {
    const first = await migrate(db);
    const second = await migrate(db);

    expect(first[0]).toBe('001');
    expect(second).toEqual([]);
    expect(await tableExists('users')).toBe(true);
    expect(await tableExists('refresh_tokens')).toBe(true);
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(first);
  });

  test('a failing migration leaves neither its changes nor its record', async () => {
    const broken = { version: '900', name: 'broken', sql: 'create table half_done (id int); select * from missing;' };

    await expect(runMigrations(db, [broken])).rejects.toThrow(/missing/);

    expect(await tableExists('half_done')).toBe(false);
    const { rows } = await db.query("select 1 from schema_migrations where version = '900'");
    expect(rows).toHaveLength(0);
  });

  test('files are read in version order', async () => {
    await writeFile(path.join(folder, '002_second.sql'), 'select 2;');
    await writeFile(path.join(folder, '001_first.sql'), 'select 1;');
    await writeFile(path.join(folder, 'README.md'), 'not a migration');

    const migrations = await loadMigrations(folder);

    expect(migrations.map(({ version, name }) => `${version}_${name}`)).toEqual(['001_first', '002_second']);
  });

  test('a badly named file is refused', async () => {
    const badFolder = await mkdtemp(path.join(tmpdir(), 'migrations-bad-'));
    await writeFile(path.join(badFolder, '3_users.sql'), 'select 1;');

    await expect(loadMigrations(badFolder)).rejects.toThrow(/NNN_name\.sql/);
    await rm(badFolder, { recursive: true, force: true });
  });

  test('two files with one version are refused', async () => {
    await writeFile(path.join(folder, '002_again.sql'), 'select 2;');

    await expect(loadMigrations(folder)).rejects.toThrow(/share version 002/);
  });
});
