import type { OutboxEmail } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** An e-mail to send. Every feature that e-mails (reset, reports, digests, mail exports) writes one. */
export interface NewEmail {
  to: string;
  subject: string;
  body: string;
  /** What wrote it: password-reset, scheduled-report, alert-digest, export… */
  kind: string;
  attachment?: { name: string; bytes: Uint8Array };
}

/**
 * Writes the e-mail to the outbox and returns its id. Without SMTP the outbox is the delivery
 * (readable at GET /v2/outbox); an SMTP sender would pick the rows whose sent_at is null and set it.
 */
export async function enqueueEmail(db: Queryable, email: NewEmail): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into outbox (to_address, subject, body, kind, attachment_name, attachment_bytes)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [email.to, email.subject, email.body, email.kind, email.attachment?.name ?? null, email.attachment?.bytes ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The outbox insert returned no id');
  return id;
}

export interface OutboxFilter {
  to?: string;
  kind?: string;
  limit: number;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  attachment_name: string | null;
  attachment_size: number | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The newest e-mails first, optionally for one address (any case) or of one kind. */
export async function listOutbox(db: Queryable, filter: OutboxFilter): Promise<OutboxEmail[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id, to_address, subject, body, kind, attachment_name,
            octet_length(attachment_bytes) as attachment_size, created_at, sent_at
     from outbox
     where ($1::text is null or lower(to_address) = lower($1))
       and ($2::text is null or kind = $2)
     order by id desc
     limit $3`,
    [filter.to ?? null, filter.kind ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    attachment: row.attachment_name ? { name: row.attachment_name, size: row.attachment_size ?? 0 } : null,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  }));
}

/** An e-mail's attachment, or null when there is no such e-mail or it has none. */
export async function findOutboxAttachment(
  db: Queryable,
  id: number,
): Promise<{ name: string; bytes: Uint8Array } | null> {
  const { rows } = await db.query<{ attachment_name: string | null; attachment_bytes: Uint8Array | null }>(
    'select attachment_name, attachment_bytes from outbox where id = $1',
    [id],
  );
  const row = rows[0];
  return row?.attachment_name && row.attachment_bytes
    ? { name: row.attachment_name, bytes: row.attachment_bytes }
    : null;
}
