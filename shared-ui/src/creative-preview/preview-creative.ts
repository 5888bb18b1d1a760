import {
  CREATIVE_STYLES,
  type Campaign,
  type CreativeMedia,
  type CreativeStyle,
  type SpotRow,
  type StyleAttributes,
} from 'shared-contracts';

/** What the creative preview shows: a campaign's or a spot's creative and its screenshot. */
export interface PreviewCreative {
  style: CreativeStyle | string;
  styleAttributes: StyleAttributes;
  /** Media URL of the creative: an image, a video, or a youtube embed URL. */
  creativity: string;
  /** Screenshot of the page where it was seen; may be empty. */
  screenshot: string;
}

/** A creativity URL with this prefix is a youtube player, embedded as an iframe (docs/product.md#creative-preview). */
export const YOUTUBE_EMBED_PREFIX = 'https://www.youtube.com/embed/';

export function isKnownCreativeStyle(style: string): style is CreativeStyle {
  return (CREATIVE_STYLES as readonly string[]).includes(style);
}

export function isYoutubeEmbed(url: string): boolean {
  return url.startsWith(YOUTUBE_EMBED_PREFIX);
}

const VIDEO_EXTENSION = /\.(mp4|webm|ogv|mov)(\?|#|$)/i;

/** Whether a bare creativity URL is a video file rather than an image. */
export function isVideoUrl(url: string): boolean {
  return VIDEO_EXTENSION.test(url);
}

/**
 * Whether a media item plays as a video: the videoMP4 format, or any item whose type or file is
 * a video (the API sends `video` items that are mp4 files, with their mime type).
 */
export function isVideoMedia(media: CreativeMedia): boolean {
  return media.format === 'videoMP4' || media.mime_type?.startsWith('video/') === true || isVideoUrl(media.src);
}

/** A gallery card's creative: its screenshot is the one of the publisher where it was last seen. */
export function previewOfCampaign(campaign: Campaign): PreviewCreative {
  return {
    style: campaign.style,
    styleAttributes: campaign.styleAttributes,
    creativity: campaign.creativity,
    screenshot: campaign.lastSeenScreenshot,
  };
}

/** A spot's creative: a Spots List row, or the public spot page's spot (which has no first seen). */
export function previewOfSpot(
  spot: Pick<SpotRow, 'style' | 'styleAttributes' | 'creativity' | 'screenshot'>,
): PreviewCreative {
  return {
    style: spot.style,
    styleAttributes: spot.styleAttributes,
    creativity: spot.creativity,
    screenshot: spot.screenshot,
  };
}
