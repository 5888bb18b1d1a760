import type { Language, NewsCard } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/** The cards written in `lang`, in display order; the English ones where that language has none. */
export async function listNews(db: Queryable, lang: Language): Promise<NewsCard[]> {
  const { rows } = await db.query<NewsCard>(
    `select id, type, title, body, links from news_cards
     where lang = (select coalesce((select lang from news_cards where lang = $1 limit 1), 'en'))
     order by position, id`,
    [lang],
  );
  return rows;
}

export type NewNewsCard = Omit<NewsCard, 'id'>;

export async function insertNewsCard(
  db: Queryable,
  card: NewNewsCard,
  position: number,
  lang: Language = 'en',
): Promise<void> {
  await db.query(
    'insert into news_cards (type, title, body, links, position, lang) values ($1, $2, $3, $4::jsonb, $5, $6)',
    [card.type, card.title, card.body, JSON.stringify(card.links), position, lang],
  );
}
