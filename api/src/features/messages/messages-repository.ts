import type { UserMessage } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface MessageRow {
  id: number;
  name: string;
  html: string;
  enabled: boolean;
  created_at: Date;
}

/** The user's own messages and those for everyone, newest first. */
export async function listMessagesFor(db: Queryable, userId: string): Promise<UserMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `select id, name, html, enabled, created_at from user_messages
     where user_id is null or user_id = $1
     order by created_at desc, id desc`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    html: row.html,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
  }));
}

export interface NewMessage {
  name: string;
  html: string;
  enabled: boolean;
  /** null: for everyone. */
  userId: string | null;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into user_messages (user_id, name, html, enabled) values ($1, $2, $3, $4) returning id',
    [message.userId, message.name, message.html, message.enabled],
  );
  return rows[0]?.id ?? 0;
}
