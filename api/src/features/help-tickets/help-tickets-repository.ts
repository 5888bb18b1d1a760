import type { HelpMessageType, HelpTicket } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export interface TicketFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface NewHelpTicket {
  userId: string;
  email: string;
  title: string;
  message: string;
  name: string;
  company: string;
  country: string;
  messageType: HelpMessageType;
  file: TicketFile | null;
}

interface TicketRow {
  id: number;
  user_id: string | null;
  email: string;
  title: string;
  message: string;
  name: string;
  company: string;
  country: string;
  message_type: HelpMessageType;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  created_at: Date;
}

const COLUMNS =
  'id, user_id, email, title, message, name, company, country, message_type, file_name, file_mime, ' +
  'octet_length(file_bytes) as file_size, created_at';

function toTicket(row: TicketRow): HelpTicket {
  return {
    id: row.id,
    email: row.email,
    title: row.title,
    message: row.message,
    name: row.name,
    company: row.company,
    country: row.country,
    messageType: row.message_type,
    createdAt: row.created_at.toISOString(),
    file: row.file_name ? { name: row.file_name, mimeType: row.file_mime ?? '', size: row.file_size ?? 0 } : null,
  };
}

export async function insertTicket(db: Queryable, ticket: NewHelpTicket): Promise<HelpTicket> {
  const { rows } = await db.query<TicketRow>(
    `insert into help_tickets (user_id, email, title, message, name, company, country, message_type,
                               file_name, file_mime, file_bytes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
    [
      ticket.userId,
      ticket.email,
      ticket.title,
      ticket.message,
      ticket.name,
      ticket.company,
      ticket.country,
      ticket.messageType,
      ticket.file?.name ?? null,
      ticket.file?.mimeType ?? null,
      ticket.file?.bytes ?? null,
    ],
  );
  if (!rows[0]) throw new Error('The ticket insert returned no row');
  return toTicket(rows[0]);
}

/** The ticket with who sent it, or null. */
export async function findTicket(
  db: Queryable,
  id: number,
): Promise<{ ticket: HelpTicket; userId: string | null } | null> {
  const { rows } = await db.query<TicketRow>(`select ${COLUMNS} from help_tickets where id = $1`, [id]);
  return rows[0] ? { ticket: toTicket(rows[0]), userId: rows[0].user_id } : null;
}

export async function findTicketFile(db: Queryable, id: number): Promise<TicketFile | null> {
  const { rows } = await db.query<{
    file_name: string | null;
    file_mime: string | null;
    file_bytes: Uint8Array | null;
  }>('select file_name, file_mime, file_bytes from help_tickets where id = $1', [id]);
  const row = rows[0];
  if (!row?.file_name || !row.file_bytes) return null;
  return { name: row.file_name, mimeType: row.file_mime ?? 'application/octet-stream', bytes: row.file_bytes };
}
