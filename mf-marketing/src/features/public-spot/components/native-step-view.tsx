import type { ReactNode } from 'react';
import { isVideoMedia, isYoutubeEmbed, type PreviewCreative, type PreviewStepKind } from 'shared-ui/creative-steps';
import { EmptyState } from '../../../lib/empty-state';
import { SpotMediaItem, SpotMediaUrl, SpotVideo, type MediaTexts } from './creative-media';

/** The creative preview's words this view needs, translated by the caller. */
export interface NativeStepTexts {
  screenshotAlt: string;
  creativityAlt: string;
  noScreenshot: string;
  noCreativity: string;
  youtubePlayer: string;
  imageUnavailable: string;
}

/**
 * Whether a step shows an image, a video or a player, which the page draws itself; the posts, the
 * carousels and an unknown style are shared-ui's creative preview, drawn with antd, loaded once
 * the page shows (issue 56).
 */
export function isDrawnNatively(creative: PreviewCreative, step: PreviewStepKind): boolean {
  const media = creative.styleAttributes.body?.media ?? [];
  switch (step) {
    case 'screenshot':
    case 'youtube':
    case 'story':
      return true;
    case 'creativity':
      return (
        media.length === 0 || (media.length === 1 && media[0]?.format !== 'carousel' && media[0]?.format !== 'card')
      );
    default:
      return false;
  }
}

/** One step of a creative as shared-ui's PreviewStepView shows it, for the steps isDrawnNatively names. */
export function NativeStepView({
  creative,
  step,
  texts,
}: {
  creative: PreviewCreative;
  step: PreviewStepKind;
  texts: NativeStepTexts;
}) {
  const creativity: MediaTexts = { alt: texts.creativityAlt, unavailable: texts.imageUnavailable };
  const orEmpty = (url: string): ReactNode =>
    url ? <SpotMediaUrl url={url} texts={creativity} /> : <EmptyState description={texts.noCreativity} />;
  const media = creative.styleAttributes.body?.media ?? [];
  switch (step) {
    case 'screenshot':
      return creative.screenshot ? (
        <SpotMediaUrl
          url={creative.screenshot}
          texts={{ alt: texts.screenshotAlt, unavailable: texts.imageUnavailable }}
        />
      ) : (
        <EmptyState description={texts.noScreenshot} />
      );
    case 'youtube':
      return isYoutubeEmbed(creative.creativity) ? (
        <iframe
          title={texts.youtubePlayer}
          src={creative.creativity}
          width="100%"
          height={360}
          style={{ border: 0 }}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        orEmpty(creative.creativity)
      );
    case 'story': {
      const video = media.find(isVideoMedia);
      if (video)
        return (
          <SpotVideo src={video.src} mimeType={video.mime_type} poster={video.poster} label={texts.creativityAlt} />
        );
      const [image] = media;
      return image ? <SpotMediaItem media={image} texts={creativity} /> : orEmpty(creative.creativity);
    }
    default: {
      const [item] = media;
      return item ? <SpotMediaItem media={item} texts={creativity} /> : orEmpty(creative.creativity);
    }
  }
}
