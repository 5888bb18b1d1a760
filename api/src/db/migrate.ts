import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * `api/migrations`: plain SQL shared by PGlite and PostgreSQL. Read from `src/db/` under tsx, and
 * from `dist/` when this module is bundled into the compiled server (dist/server.js).
 */
const MIGRATIONS_DIR = path.join(HERE, path.basename(HERE) === 'dist' ? '..' : '../..', 'migrations');

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

// Any constant works; it only has to be the same for every replica migrating the same database.
const MIGRATION_LOCK_KEY = 3100_0001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads `NNN_name.sql` files in version order; anything else in the folder is an error. */
export async function loadMigrations(directory: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`Migration file name must be NNN_name.sql: ${file}`);
    const version = match[1];
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migrations share version ${version}`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(path.join(directory, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction
 * together with its record. An advisory lock serialises replicas starting at the same time.
 * Returns the versions applied by this call.
 */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

/** Loads the folder's migrations and applies the missing ones. */
export async function migrate(db: Database, directory: string = MIGRATIONS_DIR): Promise<string[]> {
  return runMigrations(db, await loadMigrations(directory));
}
