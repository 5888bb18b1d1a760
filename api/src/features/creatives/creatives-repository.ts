import type { Language } from 'shared-contracts';
import type { Queryable, SqlParam } from '../../db/database';
import { COUNTRY_LANGUAGE, DEFAULT_LANGUAGE } from '../../lib/contracts';
import type { CreativeSubject } from './ad-artwork';

interface SubjectRecord {
  campaign_id: number;
  advertiser_id: number;
  advertiser: string;
  product: string;
  industry_en: string;
  industry_es: string;
  industry_pt: string;
  headline: string;
  call_to_action: string;
  last_seen: string;
  country_code: string | null;
  publisher: string | null;
  page_url: string | null;
  date: string | null;
}

/** A generic page for a campaign with no spot yet, so its screenshot still renders. */
const FALLBACK_PUBLISHER = { name: 'Portal de noticias', url: 'https://www.example.com/' };

function languageOf(countryCode: string | null): Language {
  return (countryCode && COUNTRY_LANGUAGE[countryCode as keyof typeof COUNTRY_LANGUAGE]) || DEFAULT_LANGUAGE;
}

/**
 * The campaign's names and one sighting: the spot `spotId` when given (null when that spot is
 * not the campaign's), else the campaign's latest spot. The image speaks the language of that
 * spot's country.
 */
export async function findCreativeSubject(
  db: Queryable,
  campaignId: number,
  spotId: number | null = null,
): Promise<CreativeSubject | null> {
  const params: SqlParam[] = [campaignId];
  const which = spotId === null ? '' : `and s.id = $${params.push(spotId)}`;
  const { rows } = await db.query<SubjectRecord>(
    `select c.id as campaign_id, c.advertiser_id, a.name as advertiser, pr.name as product,
            ind.name as industry_en, coalesce(ind.name_es, ind.name) as industry_es,
            coalesce(ind.name_pt, ind.name) as industry_pt,
            coalesce(c.style_attributes->>'text', c.style_attributes->'body'->>'text', '') as headline,
            coalesce(c.style_attributes->'footer'->>'text', '') as call_to_action,
            to_char(c.last_seen, 'YYYY-MM-DD') as last_seen,
            seen.country_code, seen.publisher, seen.page_url, seen.date
     from campaigns c
     join advertisers a on a.id = c.advertiser_id
     join products pr on pr.id = c.product_id
     join industries ind on ind.id = c.industry_id
     left join lateral (
       select s.country_code, p.name as publisher, coalesce(nullif(s.page_url, ''), p.url) as page_url,
              to_char(s.date, 'YYYY-MM-DD') as date
       from spots s join publishers p on p.id = s.publisher_id
       where s.campaign_id = c.id ${which}
       order by s.date desc, s.id desc limit 1
     ) seen on true
     where c.id = $1`,
    params,
  );
  const record = rows[0];
  if (!record || (spotId !== null && record.date === null)) return null;
  const language = languageOf(record.country_code);
  return {
    campaignId: record.campaign_id,
    advertiserId: record.advertiser_id,
    advertiser: record.advertiser,
    product: record.product,
    industry: { en: record.industry_en, es: record.industry_es, pt: record.industry_pt }[language],
    headline: record.headline,
    callToAction: record.call_to_action,
    language,
    sighting: {
      publisher: record.publisher ?? FALLBACK_PUBLISHER.name,
      pageUrl: record.page_url ?? FALLBACK_PUBLISHER.url,
      date: record.date ?? record.last_seen,
    },
  };
}
