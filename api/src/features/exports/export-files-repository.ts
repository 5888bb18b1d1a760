import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ExportFile } from './report-model';

/** How long an export's link works: long enough to open the new tab, short enough to be private. */
const EXPORT_LINK_TTL_SECONDS = 15 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores the file and returns the secret of its link. The link is a capability: 256 random
 * bits, only their hash stored, valid 15 minutes. Expired files are dropped on the way.
 */
export async function storeExportFile(db: Queryable, userId: string, file: ExportFile): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from export_files where expires_at < now()');
  await db.query(
    `insert into export_files (token_hash, user_id, file_name, content_type, bytes, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [hashToken(token), userId, file.name, file.contentType, file.bytes, EXPORT_LINK_TTL_SECONDS],
  );
  return token;
}

/** The file behind a live link, or null when the link is unknown or expired. */
export async function findExportFile(db: Queryable, token: string): Promise<ExportFile | null> {
  const { rows } = await db.query<{ file_name: string; content_type: string; bytes: Uint8Array }>(
    'select file_name, content_type, bytes from export_files where token_hash = $1 and expires_at > now()',
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { name: row.file_name, contentType: row.content_type, bytes: row.bytes } : null;
}

/** The href of the download route for a stored file (same origin: the browser opens it). */
export const exportFileHref = (token: string) => `/api/exports/files/${token}`;
