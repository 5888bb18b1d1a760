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

/**
 * The orders of the Campaigns gallery (`sort` of `POST /v2/gallery`): most spots first (the
 * default), or the campaigns first seen most recently first ("what did they launch lately").
 */
export const GALLERY_SORTS = ['spots', 'firstSeen'] as const;

export type GallerySort = (typeof GALLERY_SORTS)[number];

export type { Campaign, GalleryResponse, PublicSpot, SpotRow, SpotsListResponse } from '../schemas/creatives';
