import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { DOCS_PREFIX } from '../src/plugins/swagger';

/**
 * Writes the OpenAPI document exactly as the API serves it (GET /api/docs/json), for the lint
 * and the client generator. The routes, not the data, make the document: an empty in-memory
 * database is enough.
 */
async function writeServedDocument(file: string): Promise<void> {
  const db = await openPgliteDatabase(null);
  const app = buildApp({ database: db, jwtSecret: 'openapi-document-only-0123456789' });
  try {
    const response = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    if (response.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${response.statusCode}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await app.close();
    await db.close();
  }
}

const target = process.argv[2];
if (!target) throw new Error('Usage: write-openapi.ts <file.json>');
await writeServedDocument(path.resolve(target));
