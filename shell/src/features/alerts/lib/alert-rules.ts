import { MAX_ADVERTISERS_PER_ALERT, MAX_ALERTS, type Alert, type FilterItem } from 'shared-contracts';

/** docs/product.md#alerts: creation is blocked once 3 alerts exist. */
export function canCreateAlert(alerts: readonly Alert[]): boolean {
  return alerts.length < MAX_ALERTS;
}

/** Autocomplete starts after more than 1 typed character (docs/product.md#filters). */
const MIN_AUTOCOMPLETE_CHARS = 2;

export function shouldSuggest(text: string): boolean {
  return text.trim().length >= MIN_AUTOCOMPLETE_CHARS;
}

export type AdvertiserPick = { advertisers: FilterItem[]; refused: 'limit' | null };

/** Adds a picked advertiser; a fifth is refused (docs/decisions.md#reports-and-alerts: at most 4 per alert); a repeat changes nothing. */
export function pickAdvertiser(advertisers: readonly FilterItem[], item: FilterItem): AdvertiserPick {
  if (advertisers.some((kept) => String(kept.id) === String(item.id)))
    return { advertisers: [...advertisers], refused: null };
  if (advertisers.length >= MAX_ADVERTISERS_PER_ALERT) return { advertisers: [...advertisers], refused: 'limit' };
  return { advertisers: [...advertisers, item], refused: null };
}

/** A new alert is id 0 until the API gives it one (docs/product.md#alerts: save creates id 0, else edits). */
export const NEW_ALERT_ID = 0;

export function canSaveAlert(name: string, advertisers: readonly FilterItem[]): boolean {
  return name.trim() !== '' && advertisers.length > 0 && advertisers.length <= MAX_ADVERTISERS_PER_ALERT;
}
