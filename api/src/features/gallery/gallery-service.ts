import type { GalleryResponse, GallerySort, Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { MarketSearch } from '../market-search/market-search';
import { countCards, findCards } from './gallery-repository';

export interface GalleryPageRequest {
  page: number;
  limit: number;
  unique: boolean;
  /** Industries, categories, platforms and formats are named in it. */
  lang: Language;
  /** Most spots first when absent. */
  sort?: GallerySort;
  /** Only the campaigns first seen within the search's range. */
  newInPeriod?: boolean;
}

/** One page of campaign cards and how many cards the whole search has. */
export async function galleryPage(
  db: Queryable,
  search: MarketSearch,
  { page, limit, lang, ...cards }: GalleryPageRequest,
): Promise<GalleryResponse> {
  const [total, items] = await Promise.all([
    countCards(db, { search, ...cards }),
    findCards(db, { search, ...cards, offset: (page - 1) * limit, limit, lang }),
  ]);
  return { items, metadata: { total } };
}
