import { Type, type Static } from 'typebox';
import type { StyleAttributes } from '../api/creatives';
import { NullableNumber, OpenObject } from './schema-helpers';

/** Open: each creative style carries its own subset of StyleAttributes. */
const styleAttributes = OpenObject<StyleAttributes>();

/**
 * The campaign's first day seen in the search's country (yyyy-MM-dd): its first spot there, whatever
 * the search's range and filters, so a campaign that started before the range shows that day.
 */
const firstSeenDate = Type.String({
  description: "yyyy-MM-dd: the campaign's first spot in the search's country, whatever the range and filters",
});

/** A campaign card of the gallery (docs/product.md#campaigns). */
export const Campaign = Type.Object({
  id: Type.Integer(),
  advertiser: Type.String(),
  advertiserId: Type.Integer(),
  industry: Type.String(),
  industryId: Type.Integer(),
  product: Type.String(),
  productId: Type.Integer(),
  platform: Type.String(),
  platformId: Type.Integer(),
  format: Type.String(),
  formatId: Type.Integer(),
  category: Type.String(),
  /** A CreativeStyle, or a style this build does not know yet. */
  style: Type.String(),
  styleAttributes,
  /** Media URL of the creative (an image, a video, or a youtube embed URL). */
  creativity: Type.String({ description: 'Media URL of the creative' }),
  firstSeenDate,
  /** Publisher or site where it was last seen. */
  lastSeen: Type.String({ description: 'Publisher of the latest spot' }),
  lastSeenDate: Type.String(),
  lastSeenUrl: Type.String(),
  lastSeenScreenshot: Type.String(),
  spots: Type.Integer(),
  pViewability: NullableNumber,
});
export type Campaign = Static<typeof Campaign>;

const total = Type.Object({ total: Type.Integer() });

/** `POST /v2/gallery/{page}/{limit}?unique=0|1&lang=…`. */
export const GalleryResponse = Type.Object({ items: Type.Array(Campaign), metadata: total });
export type GalleryResponse = Static<typeof GalleryResponse>;

/** What a spot shows: the Spots List's row and the public spot page. */
const spotProperties = {
  id: Type.Integer(),
  campaignId: Type.Integer(),
  date: Type.String({ description: 'yyyy-MM-dd' }),
  advertiser: Type.String(),
  platform: Type.String(),
  publisher: Type.String(),
  category: Type.String(),
  format: Type.String(),
  product: Type.String(),
  industry: Type.String(),
  pViewability: NullableNumber,
  /** A CreativeStyle, or a style this build does not know yet. */
  style: Type.String(),
  styleAttributes,
  creativity: Type.String(),
  screenshot: Type.String(),
};

/** A filter id: optional, since an answer cached before the ids were added lacks them. */
const filterId = Type.Optional(Type.Integer());

/** A row of the Spots List (docs/product.md#spots-list). */
export const SpotRow = Type.Object({
  ...spotProperties,
  /** The ids of the names above, which make each a filter (the add-filters dialog). */
  advertiserId: filterId,
  platformId: filterId,
  publisherId: filterId,
  categoryId: filterId,
  formatId: filterId,
  productId: filterId,
  industryId: filterId,
  /**
   * The sightings the row stands for: a Spots List row is a creative seen on one site, platform
   * and format on one day.
   */
  spots: Type.Optional(
    Type.Integer({ description: 'Sightings of the creative on that site, platform and format that day' }),
  ),
  /** Its campaign's first day seen in the country. */
  firstSeenDate,
});
export type SpotRow = Static<typeof SpotRow>;

/** `POST /v2/spots/{page}/{limit}`: the Spots List page. */
export const SpotsListResponse = Type.Object({ items: Type.Array(SpotRow), metadata: total });
export type SpotsListResponse = Static<typeof SpotsListResponse>;

/** `GET /getspot/{id}` (public): one spot with its country; no filter ids, the page shows none. */
export const PublicSpot = Type.Object({ ...spotProperties, country: Type.String() });
export type PublicSpot = Static<typeof PublicSpot>;
