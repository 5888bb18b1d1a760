import type { FilterItem, IsoDate } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../outbox/outbox-repository';
import { addDays } from '../reports/report-rules';

/** An alert e-mails at most once a week (docs/product.md#alerts: a weekly alert e-mail). */
const DIGEST_INTERVAL_DAYS = 7;

interface DueAlertRow {
  id: number;
  name: string;
  advertisers: FilterItem[];
  last_digest_at: Date | null;
  email: string;
  user_name: string;
  countries: string[];
}

interface NewCampaignRow {
  id: number;
  advertiser: string;
  product: string;
  first_seen: Date;
}

/**
 * E-mails each alert whose last digest is a week old (or that never had one) the campaigns its
 * advertisers launched since: first seen in the last 7 days (and after the last digest), with
 * spots in one of the user's countries. Alerts without news get no e-mail. Returns how many it sent.
 */
export async function sendAlertDigests(tx: Queryable, now: Date, today: IsoDate, appUrl: string): Promise<number> {
  const { rows: alerts } = await tx.query<DueAlertRow>(
    `select a.id, a.name, a.advertisers, a.last_digest_at, u.email, u.name as user_name, u.countries
     from alerts a join users u on u.id = a.user_id
     where a.last_digest_at is null or a.last_digest_at <= $1::timestamptz - make_interval(days => $2)
     order by a.id
     for update of a skip locked`,
    [now, DIGEST_INTERVAL_DAYS],
  );
  let sent = 0;
  for (const alert of alerts) {
    const advertiserIds = alert.advertisers.map((item) => Number(item.id)).filter(Number.isSafeInteger);
    const weekAgo = addDays(today, -DIGEST_INTERVAL_DAYS);
    const lastDigest = alert.last_digest_at?.toISOString().slice(0, 10) ?? weekAgo;
    const since = lastDigest > weekAgo ? lastDigest : weekAgo;
    const { rows: campaigns } = await tx.query<NewCampaignRow>(
      `select c.id, adv.name as advertiser, p.name as product, c.first_seen
       from campaigns c
       join advertisers adv on adv.id = c.advertiser_id
       join products p on p.id = c.product_id
       where c.advertiser_id = any($1::int[]) and c.first_seen > $2::date and c.first_seen <= $3::date
         and exists (select 1 from spots s where s.campaign_id = c.id and s.country_code = any($4::text[]))
       order by adv.name, c.first_seen, c.id`,
      [advertiserIds, since, today, alert.countries],
    );
    if (campaigns.length === 0) continue;
    await enqueueEmail(tx, {
      to: alert.email,
      kind: 'alert-digest',
      subject: `Alert "${alert.name}": ${campaigns.length} new campaign${campaigns.length === 1 ? '' : 's'}`,
      body: [
        `Hello ${alert.user_name},`,
        '',
        `The advertisers of your alert "${alert.name}" have new campaigns since ${since}:`,
        ...campaigns.map(
          (campaign) =>
            `- ${campaign.advertiser}: ${campaign.product} (campaign ${campaign.id}, first seen ${campaign.first_seen.toISOString().slice(0, 10)})`,
        ),
        '',
        `See them in Campaigns: ${appUrl}/dashboard/campaigns`,
      ].join('\n'),
    });
    await tx.query('update alerts set last_digest_at = $2 where id = $1', [alert.id, now]);
    sent += 1;
  }
  return sent;
}
