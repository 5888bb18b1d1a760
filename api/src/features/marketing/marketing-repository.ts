import type { MarketingDoc, MarketingRecord } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface RecordRow {
  id: number;
  name: string;
  description: string;
  flag_image_url: string;
  docs: MarketingDoc[];
  country: string;
}

/** The records, of one country when given, in display order. */
export async function listRecords(db: Queryable, country: string | null): Promise<MarketingRecord[]> {
  const { rows } = await db.query<RecordRow>(
    `select id, name, description, flag_image_url, docs, country from marketing_records
     where $1::text is null or country = $1
     order by position, id`,
    [country],
  );
  return rows.map((row) => ({
    id: row.id,
    Name: row.name,
    Description: row.description,
    'Flag Image': row.flag_image_url,
    Docs: row.docs,
    Country: row.country,
  }));
}

export interface NewRecord {
  name: string;
  description: string;
  flagImageUrl: string;
  docs: MarketingDoc[];
  country: string;
  position: number;
}

export async function insertRecord(db: Queryable, record: NewRecord): Promise<void> {
  await db.query(
    `insert into marketing_records (name, description, flag_image_url, docs, country, position)
     values ($1, $2, $3, $4::jsonb, $5, $6)`,
    [
      record.name,
      record.description,
      record.flagImageUrl,
      JSON.stringify(record.docs),
      record.country,
      record.position,
    ],
  );
}

export async function insertDocument(
  db: Queryable,
  fileName: string,
  mimeType: string,
  bytes: Uint8Array,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into marketing_documents (file_name, mime_type, bytes) values ($1, $2, $3) returning id',
    [fileName, mimeType, bytes],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The document insert returned no id');
  return id;
}

export async function findDocument(
  db: Queryable,
  id: number,
): Promise<{ fileName: string; mimeType: string; bytes: Uint8Array } | null> {
  const { rows } = await db.query<{ file_name: string; mime_type: string; bytes: Uint8Array }>(
    'select file_name, mime_type, bytes from marketing_documents where id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { fileName: row.file_name, mimeType: row.mime_type, bytes: row.bytes } : null;
}
