import { Empty } from 'antd';
import type { HostApi } from 'shared-contracts';
import { CreativeImage, GrimaceCard } from 'shared-ui';
import type { CardThumbnail } from '../lib/card-thumbnail';

const THUMBNAIL_HEIGHT = 200;

export interface CardThumbnailViewProps {
  host: HostApi;
  thumbnail: CardThumbnail;
  /** Text alternative of the picture. */
  alt: string;
  emptyText: string;
  /** The first row of the page: fetched at once, ahead of the rest (the page's largest paint). */
  eager?: boolean;
}

/**
 * The top of a gallery card: its picture (or "Image not available" when its address no longer
 * answers), a note that there is none, or the grimace 'Error!'.
 */
export function CardThumbnailView({ host, thumbnail, alt, emptyText, eager = false }: CardThumbnailViewProps) {
  if (thumbnail.kind === 'unknown-style') return <GrimaceCard i18n={host.i18n} height={THUMBNAIL_HEIGHT} />;
  if (thumbnail.kind === 'none') {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        style={{ height: THUMBNAIL_HEIGHT, margin: 0, paddingTop: 48 }}
      />
    );
  }
  return (
    <CreativeImage
      i18n={host.i18n}
      src={thumbnail.src}
      alt={alt}
      // Cards below the first row load as they scroll in; the fixed box keeps the grid from jumping.
      // The creative is scaled whole into it (letterboxed), never cropped: its button and headline stay in.
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      {...{ elementtiming: 'gallery-card' }}
      style={{ display: 'block', width: '100%', height: THUMBNAIL_HEIGHT, objectFit: 'contain', background: '#f5f5f5' }}
    />
  );
}
