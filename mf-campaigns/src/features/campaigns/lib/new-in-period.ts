/** A search's period: inclusive yyyy-MM-dd days. */
export interface Period {
  since: string;
  until: string;
}

/**
 * Whether a campaign first seen on `firstSeenDate` is new in the period: its first day seen falls
 * within it (the rule of the API's `newInPeriod`). Plain yyyy-MM-dd days compare as text.
 */
export function isNewInPeriod(firstSeenDate: string, { since, until }: Period): boolean {
  return firstSeenDate >= since && firstSeenDate <= until;
}
