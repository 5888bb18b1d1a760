import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export type DatabaseConfig =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export function openDatabase(config: DatabaseConfig): Promise<Database> {
  switch (config.kind) {
    case 'postgres':
      return openPostgresDatabase(config.url, { poolSize: config.poolSize });
    case 'pglite':
      return openPgliteDatabase(config.dataDir);
    case 'memory':
      return openPgliteDatabase(null);
  }
}
