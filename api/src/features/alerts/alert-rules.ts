import type { Alert, AlertRequest, FilterItem } from 'shared-contracts';
import { MAX_ADVERTISERS_PER_ALERT } from '../../lib/contracts';
import { badRequest } from '../../lib/http-errors';

export const ALERT_MESSAGES = {
  nameRequired: 'The alert needs a name.',
  advertiserRequired: 'Choose at least one advertiser.',
  tooManyAdvertisers: `An alert can follow up to ${MAX_ADVERTISERS_PER_ALERT} advertisers.`,
  advertiserId: 'An advertiser id must be a whole number.',
} as const;

/** An advertiser id as stored: a number, whether the client sent 12 or "12". */
function advertiserId(item: FilterItem): number {
  const id = typeof item.id === 'number' ? item.id : /^\d{1,9}$/.test(item.id) ? Number(item.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 0) throw badRequest(ALERT_MESSAGES.advertiserId);
  return id;
}

/** The alert to store: name trimmed, advertisers with numeric ids and without repeats; 400 otherwise. */
export function checkedAlert(request: AlertRequest): Omit<Alert, 'id'> {
  const name = request.name.trim();
  if (name === '') throw badRequest(ALERT_MESSAGES.nameRequired);
  const advertisers: FilterItem[] = [];
  for (const item of request.advertisers) {
    const id = advertiserId(item);
    if (!advertisers.some((kept) => kept.id === id)) advertisers.push({ id, label: item.label, value: item.value });
  }
  if (advertisers.length === 0) throw badRequest(ALERT_MESSAGES.advertiserRequired);
  if (advertisers.length > MAX_ADVERTISERS_PER_ALERT) throw badRequest(ALERT_MESSAGES.tooManyAdvertisers);
  return { name, advertisers };
}
