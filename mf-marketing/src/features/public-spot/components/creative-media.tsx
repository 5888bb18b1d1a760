import { useState } from 'react';
import type { CreativeMedia } from 'shared-contracts';
import { isVideoMedia, isVideoUrl } from 'shared-ui/creative-steps';
import { Icon } from '../../../lib/icons';

/** The words the media below need, from shared-ui's creative preview strings. */
export interface MediaTexts {
  alt: string;
  /** "Image not available": an address that no longer answers with an image. */
  unavailable: string;
}

/** An image that gives way to a placeholder in its box when its address does not answer with one. */
function SpotImage({ src, texts }: { src: string; texts: MediaTexts }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed !== src) return <img className="nl-media" src={src} alt={texts.alt} onError={() => setFailed(src)} />;
  return (
    <div
      className="nl-image-missing"
      role="img"
      aria-label={texts.alt ? `${texts.alt}: ${texts.unavailable}` : texts.unavailable}
    >
      <span style={{ fontSize: 28 }}>
        <Icon name="picture" />
      </span>
      <span>{texts.unavailable}</span>
    </div>
  );
}

export function SpotVideo({
  src,
  mimeType = 'video/mp4',
  poster,
  label,
}: {
  src: string;
  mimeType?: string;
  poster?: string;
  label: string;
}) {
  return (
    // The ads come with no caption track to offer.
    <video className="nl-media" controls preload="metadata" poster={poster} aria-label={label}>
      <source src={src} type={mimeType} />
    </video>
  );
}

/** A creativity given only by its URL: a <video> for video files, an image otherwise. */
export function SpotMediaUrl({ url, texts }: { url: string; texts: MediaTexts }) {
  return isVideoUrl(url) ? <SpotVideo src={url} label={texts.alt} /> : <SpotImage src={url} texts={texts} />;
}

/** One media item: a video file plays; an image (an animated creative included) shows with its caption. */
export function SpotMediaItem({ media, texts }: { media: CreativeMedia; texts: MediaTexts }) {
  if (isVideoMedia(media)) {
    return <SpotVideo src={media.src} mimeType={media.mime_type} poster={media.poster} label={texts.alt} />;
  }
  return (
    <figure style={{ margin: 0 }}>
      <SpotImage src={media.src} texts={texts} />
      {media.footer && <figcaption className="nl-secondary">{media.footer}</figcaption>}
    </figure>
  );
}
