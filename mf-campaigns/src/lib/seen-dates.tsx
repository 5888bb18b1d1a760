import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Campaign, HostApi, SpotRow } from 'shared-contracts';
import { NAMESPACE } from '../locales';
import { formatDay } from './format-day';

/** A labelled date beside the first day seen. */
export interface SeenDate {
  label: string;
  value: string;
}

export interface SeenDatesProps {
  host: HostApi;
  /** The campaign's first day seen in the search's country (yyyy-MM-dd). */
  firstSeenDate: string;
  /** What stands beside it: a campaign's last seen, a spot row's day. */
  last: SeenDate;
}

/** A campaign's last seen, as its card writes it: where and when. */
export function lastSeenOf(t: TFunction, campaign: Campaign): SeenDate {
  const value = t('card.lastSeenValue', { publisher: campaign.lastSeen, date: formatDay(campaign.lastSeenDate) });
  return { label: t('card.lastSeen'), value };
}

/** A spot row's day: it stands for that day's sightings, not the campaign's last one. */
export function seenOnOf(t: TFunction, spot: SpotRow): SeenDate {
  return { label: t('preview.seenOn'), value: formatDay(spot.date) };
}

/** When the previewed creative's campaign was first seen, beside when it was last seen. */
export function SeenDates({ host, firstSeenDate, last }: SeenDatesProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const items = [{ label: t('card.firstSeen'), value: formatDay(firstSeenDate) }, last];
  return (
    <Flex component="dl" wrap gap="small large" style={{ margin: '0 0 12px' }}>
      {items.map((item) => (
        <Flex key={item.label} gap={8} align="baseline">
          <dt>
            <Typography.Text type="secondary">{item.label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0 }}>{item.value}</dd>
        </Flex>
      ))}
    </Flex>
  );
}
