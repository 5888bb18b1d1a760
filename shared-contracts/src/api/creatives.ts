/** Creative styles (docs/product.md#campaigns). */
export const CREATIVE_STYLES = [
  'default',
  'youtube-pre-roll',
  'facebook',
  'facebook-story-ad',
  'paute-facil',
  'peru-red',
  'twitter',
  'video',
] as const;

export type CreativeStyle = (typeof CREATIVE_STYLES)[number];

/** Formats of a creative's media: card, carousel, image, video, video/mp4. */
export type CreativeMediaFormat = 'card' | 'carousel' | 'image' | 'video' | 'videoMP4';

export type TwitterType = 'trends' | 'profiles' | 'simple';

export interface CreativeMedia {
  format: CreativeMediaFormat;
  src: string;
  link_post?: string;
  mime_type?: string;
  footer?: string;
  /** A still of a video or animated creative, shown before it plays (cards, thumbnails). */
  poster?: string;
}

/** The attributes a style may carry (docs/product.md#campaigns); each style uses a subset. */
export interface StyleAttributes {
  header?: { text?: string; href?: string; img?: { src: string } };
  body?: { text?: string; media?: CreativeMedia[] };
  footer?: { title?: string; text?: string };
  title?: string;
  url?: string;
  text?: string;
  hashtag?: string;
  account?: string;
  account_url?: string;
  subtitle?: string;
  img_profile?: { src: string };
  type?: TwitterType;
}

/** A campaign card of the gallery (docs/product.md#campaigns). */
export interface Campaign {
  id: number;
  advertiser: string;
  advertiserId: number;
  industry: string;
  industryId: number;
  product: string;
  productId: number;
  platform: string;
  platformId: number;
  format: string;
  formatId: number;
  category: string;
  style: CreativeStyle | string;
  styleAttributes: StyleAttributes;
  /** Media URL of the creative (an image, a video, or a youtube embed URL). */
  creativity: string;
  /** Publisher or site where it was last seen. */
  lastSeen: string;
  lastSeenDate: string;
  lastSeenUrl: string;
  lastSeenScreenshot: string;
  spots: number;
  pViewability: number | null;
}

/** `POST /v2/gallery/{page}/{limit}?unique=0|1&lang=…`. */
export interface GalleryResponse {
  items: Campaign[];
  metadata: { total: number };
}

/** A row of the Spots List (docs/product.md#spots-list). */
export interface SpotRow {
  id: number;
  campaignId: number;
  date: string;
  advertiser: string;
  platform: string;
  publisher: string;
  category: string;
  format: string;
  product: string;
  industry: string;
  /** The ids of the names above, which make each a filter (absent from older answers). */
  advertiserId?: number;
  platformId?: number;
  publisherId?: number;
  categoryId?: number;
  formatId?: number;
  productId?: number;
  industryId?: number;
  pViewability: number | null;
  style: CreativeStyle | string;
  styleAttributes: StyleAttributes;
  creativity: string;
  screenshot: string;
  /**
   * The sightings the row stands for: a Spots List row is a creative seen on one site, platform
   * and format on one day (absent from older answers; 1 on the public spot page).
   */
  spots?: number;
}

/** `POST /v2/spots/{page}/{limit}`: the Spots List page. */
export interface SpotsListResponse {
  items: SpotRow[];
  metadata: { total: number };
}

/** `GET /getspot/{id}` (public): one spot with its context. */
export interface PublicSpot extends SpotRow {
  country: string;
}
