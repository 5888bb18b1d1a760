import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { CountryCode, DataAsOfResponse, HostApi } from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

export interface DataAsOfProps {
  host: HostApi;
  /** The markets the view shows (the applied search's countries). */
  countries: readonly CountryCode[];
}

/** The freshness line's text, or null while nothing is known: one date, or one per country when they differ. */
function dataAsOfText(
  answer: DataAsOfResponse,
  t: (key: 'dataAsOf.one' | 'dataAsOf.several', options: Record<string, string>) => string,
): string | null {
  const known = answer.filter((entry): entry is { country: CountryCode; dataAsOf: string } => Boolean(entry.dataAsOf));
  const [first] = known;
  if (!first) return null;
  if (known.every((entry) => entry.dataAsOf === first.dataAsOf)) return t('dataAsOf.one', { date: first.dataAsOf });
  return t('dataAsOf.several', { dates: known.map((entry) => `${entry.country} ${entry.dataAsOf}`).join(' · ') });
}

/**
 * "Data as of …": the last capture date of the markets the view queried, from the API. The date
 * is the market's day in the product's time zone (GMT-3), shown as is, whatever the browser's zone.
 */
export function DataAsOf({ host, countries }: DataAsOfProps) {
  const { t } = useSharedUiTranslation(host.i18n);
  const { data } = useQuery({
    queryKey: ['shared-ui', 'data-as-of', [...countries]],
    queryFn: ({ signal }) =>
      host.http.get<DataAsOfResponse>('/v2/data-as-of', { query: { countries: countries.join(',') }, signal }),
    enabled: countries.length > 0,
    staleTime: 5 * 60 * 1000,
  });
  const text = data ? dataAsOfText(data, t) : null;
  if (!text) return null;
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}
