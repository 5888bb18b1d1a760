import { Card, Carousel, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { CreativeMedia } from 'shared-contracts';
import { PreviewImage } from './creative-image';
import { isVideoMedia, isVideoUrl } from './preview-creative';

/** Media are scaled whole into the dialog, never cropped. */
export const MEDIA_STYLE: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '60vh',
  margin: '0 auto',
  objectFit: 'contain',
};

export interface CreativeMediaListProps {
  media: readonly CreativeMedia[];
  /** Text alternative of the images. */
  alt: string;
}

/** A creative's media: one item by its format, several (or a carousel) as an antd Carousel. */
export function CreativeMediaList({ media, alt }: CreativeMediaListProps) {
  const [first] = media;
  if (!first) return null;
  if (media.length === 1 && first.format !== 'carousel') return <CreativeMediaItem media={first} alt={alt} />;
  return (
    <Carousel arrows dots>
      {media.map((item, index) => (
        <div key={`${index}-${item.src}`}>
          <CreativeMediaItem media={item} alt={alt} />
        </div>
      ))}
    </Carousel>
  );
}

interface CreativeMediaItemProps {
  media: CreativeMedia;
  alt: string;
}

/**
 * One media item: a video file plays in a <video>; a card has its caption; the rest are images,
 * animated creatives (a video drawn as an animated SVG) included, which play inside an <img>.
 */
function CreativeMediaItem({ media, alt }: CreativeMediaItemProps) {
  if (isVideoMedia(media))
    return <CreativeVideo src={media.src} mimeType={media.mime_type} poster={media.poster} label={alt} />;
  const image = <PreviewImage src={media.src} alt={alt} style={MEDIA_STYLE} />;
  if (media.format === 'card') {
    return (
      <Card size="small" cover={image}>
        {media.footer && <Typography.Text strong>{media.footer}</Typography.Text>}
      </Card>
    );
  }
  return (
    <figure style={{ margin: 0 }}>
      {image}
      {media.footer && <Typography.Text type="secondary">{media.footer}</Typography.Text>}
    </figure>
  );
}

export interface CreativeVideoProps {
  src: string;
  mimeType?: string;
  /** The still shown before it plays. */
  poster?: string;
  /** Accessible name of the player. */
  label: string;
}

export function CreativeVideo({ src, mimeType = 'video/mp4', poster, label }: CreativeVideoProps) {
  return (
    // The ads come with no caption track to offer.
    <video controls preload="metadata" poster={poster} aria-label={label} style={MEDIA_STYLE}>
      <source src={src} type={mimeType} />
    </video>
  );
}

export interface CreativeUrlProps {
  url: string;
  alt: string;
}

/** A creativity given only by its URL: a <video> for video files, an image otherwise. */
export function CreativeUrl({ url, alt }: CreativeUrlProps) {
  return isVideoUrl(url) ? (
    <CreativeVideo src={url} label={alt} />
  ) : (
    <PreviewImage src={url} alt={alt} style={MEDIA_STYLE} />
  );
}
