import type { Database } from './database';
import { openPgliteThreadDatabase } from './pglite-thread-database';
import { openPostgresDatabase } from './postgres-database';

export type DatabaseConfig =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  switch (config.kind) {
    case 'postgres':
      return openPostgresDatabase(config.url, { poolSize: config.poolSize });
    // On a thread of its own: PGlite's queries would otherwise block every request while they run.
    case 'pglite':
      return openPgliteThreadDatabase(config.dataDir);
    case 'memory':
      return openPgliteThreadDatabase(null);
  }
}
