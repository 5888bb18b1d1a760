import type { Queryable } from '../../db/database';
import { insertNewsCard, type NewNewsCard } from './news-repository';

/** Home's cards (docs/product.md#home): the viewability launch, then a few more. */
export const SEED_NEWS: readonly NewNewsCard[] = [
  {
    type: 'launch',
    title: 'New metric: pViewability',
    body:
      'Share of Voice and Snapshots now show pViewability: the share of captured ads that were viewable. ' +
      'Compare it by publisher, format and platform to see where a campaign is really seen.',
    links: [{ label: 'See it in Share of Voice', href: '/dashboard/shareofvoice' }],
  },
  {
    type: 'feature',
    title: 'Reports in your inbox',
    body: 'Save any search as a report and choose daily, weekly or monthly delivery by e-mail.',
    links: [{ label: 'My account', href: '/dashboard/account' }],
  },
  {
    type: 'feature',
    title: 'Alerts on new campaigns',
    body: 'Follow up to 4 advertisers per alert and get a weekly e-mail when they launch new campaigns.',
    links: [],
  },
  {
    type: 'tip',
    title: 'Share a search',
    body: 'The share button copies a link with your countries, dates and filters, ready to send to a colleague.',
    links: [],
  },
];

/** Seeds the news when the table is empty; returns how many it wrote. */
export async function seedNews(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from news_cards');
  if ((rows[0]?.count ?? 0) > 0) return 0;
  for (const [index, card] of SEED_NEWS.entries()) await insertNewsCard(db, card, index);
  return SEED_NEWS.length;
}
