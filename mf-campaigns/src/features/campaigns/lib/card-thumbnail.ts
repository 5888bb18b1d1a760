import type { Campaign } from 'shared-contracts';
import { isKnownCreativeStyle, isVideoMedia, isVideoUrl, isYoutubeEmbed } from 'shared-ui';

/** What a gallery card shows above its fields. */
export type CardThumbnail = { kind: 'image'; src: string } | { kind: 'none' } | { kind: 'unknown-style' };

/**
 * The card's picture: the creativity when it is an image, else the first image of its media
 * (social posts; a video's poster), else the screenshot of where it was last seen (youtube
 * players, videos without a poster).
 */
export function cardThumbnail(campaign: Campaign): CardThumbnail {
  if (!isKnownCreativeStyle(campaign.style)) return { kind: 'unknown-style' };
  const { creativity } = campaign;
  if (creativity && !isYoutubeEmbed(creativity) && !isVideoUrl(creativity)) return { kind: 'image', src: creativity };
  const mediaImage = campaign.styleAttributes.body?.media
    ?.map((item) => item.poster || (isVideoMedia(item) ? '' : item.src))
    .find(Boolean);
  if (mediaImage) return { kind: 'image', src: mediaImage };
  if (campaign.lastSeenScreenshot) return { kind: 'image', src: campaign.lastSeenScreenshot };
  return { kind: 'none' };
}
