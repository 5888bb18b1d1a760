import type { Queryable } from '../../db/database';
import type { CreativeSubject } from './creative-svg';

interface SubjectRecord {
  campaign_id: number;
  advertiser_id: number;
  advertiser: string;
  product: string;
  industry: string;
  publisher: string | null;
  publisher_url: string | null;
}

/** A generic page for a campaign with no spot yet, so its screenshot still renders. */
const FALLBACK_PUBLISHER = { name: 'Portal de noticias', url: 'https://www.example.com/' };

/** The campaign's names and the publisher of its first spot (stable, so the image is too). */
export async function findCreativeSubject(db: Queryable, campaignId: number): Promise<CreativeSubject | null> {
  const { rows } = await db.query<SubjectRecord>(
    `select c.id as campaign_id, c.advertiser_id, a.name as advertiser, pr.name as product, ind.name as industry,
            first_pub.name as publisher, first_pub.url as publisher_url
     from campaigns c
     join advertisers a on a.id = c.advertiser_id
     join products pr on pr.id = c.product_id
     join industries ind on ind.id = c.industry_id
     left join lateral (
       select p.name, p.url from spots s join publishers p on p.id = s.publisher_id
       where s.campaign_id = c.id order by s.date, s.id limit 1
     ) first_pub on true
     where c.id = $1`,
    [campaignId],
  );
  const record = rows[0];
  if (!record) return null;
  return {
    campaignId: record.campaign_id,
    advertiserId: record.advertiser_id,
    advertiser: record.advertiser,
    product: record.product,
    industry: record.industry,
    publisher: record.publisher ?? FALLBACK_PUBLISHER.name,
    publisherUrl: record.publisher_url ?? FALLBACK_PUBLISHER.url,
  };
}
