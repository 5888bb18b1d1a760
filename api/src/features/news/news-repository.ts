import type { NewsCard } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export async function listNews(db: Queryable): Promise<NewsCard[]> {
  const { rows } = await db.query<NewsCard>(
    'select id, type, title, body, links from news_cards order by position, id',
  );
  return rows;
}

export type NewNewsCard = Omit<NewsCard, 'id'>;

export async function insertNewsCard(db: Queryable, card: NewNewsCard, position: number): Promise<void> {
  await db.query('insert into news_cards (type, title, body, links, position) values ($1, $2, $3, $4::jsonb, $5)', [
    card.type,
    card.title,
    card.body,
    JSON.stringify(card.links),
    position,
  ]);
}
