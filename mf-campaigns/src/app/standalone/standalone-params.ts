import type { PageId } from 'shared-contracts';

/** What the standalone page reads from its query string. */
export interface StandaloneParams {
  /** `?page=spotslist` shows the Spots List; anything else the gallery. */
  page: Extract<PageId, 'campaigns' | 'spotslist'>;
  /** `?limit=50`: the results per page to start with (15, 20 or 50). */
  limit: number | null;
  /** `?fixture=50`: no API; a fixture gallery of that many cards (the benchmark's mode). */
  fixtureCards: number | null;
  /** `?imageBase=/bench-images/`: where the fixture's images are served; data URLs without it. */
  imageBase: string | null;
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

export function readStandaloneParams(search: string): StandaloneParams {
  const params = new URLSearchParams(search);
  const imageBase = params.get('imageBase');
  return {
    page: params.get('page') === 'spotslist' ? 'spotslist' : 'campaigns',
    limit: positive(params.get('limit')),
    fixtureCards: positive(params.get('fixture')),
    // Same-origin paths only: the query string is anyone's to write.
    imageBase: imageBase && imageBase.startsWith('/') && !imageBase.startsWith('//') ? imageBase : null,
  };
}
