import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'>;

interface ImageOrPlaceholderProps extends ImageAttributes {
  src: string;
  alt: string;
  /** What the placeholder says ("Image not available"). */
  unavailable: string;
}

/**
 * An image that, when its address does not answer with one (a signed address expired or altered,
 * a creative gone), gives way to a placeholder in the same box, so the card keeps its layout.
 */
function ImageOrPlaceholder({ src, alt, unavailable, style, ...image }: ImageOrPlaceholderProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed !== src) return <img src={src} alt={alt} style={style} onError={() => setFailed(src)} {...image} />;
  const box: CSSProperties = { width: style?.width ?? '100%', height: style?.height, minHeight: style?.height ?? 120 };
  return (
    <Flex
      role="img"
      aria-label={alt ? `${alt}: ${unavailable}` : unavailable}
      vertical
      align="center"
      justify="center"
      gap={4}
      style={{ ...box, background: '#f5f5f5', color: 'rgba(0, 0, 0, 0.45)' }}
    >
      <PictureOutlined aria-hidden style={{ fontSize: 28 }} />
      <Typography.Text type="secondary">{unavailable}</Typography.Text>
    </Flex>
  );
}

export interface CreativeImageProps extends ImageAttributes {
  i18n: I18n;
  src: string;
  alt: string;
}

/** A creative or screenshot image of a view, with the shared "Image not available" placeholder (es, en, pt). */
export function CreativeImage({ i18n, ...props }: CreativeImageProps) {
  const { t } = useSharedUiTranslation(i18n);
  return <ImageOrPlaceholder {...props} unavailable={t('creativePreview.imageUnavailable')} />;
}

/** The placeholder's words inside the creative preview, whose media items know no i18n instance. */
export const ImageUnavailableText = createContext('Image not available');

/** An image of the creative preview (its screenshot, creativity, media), with the same placeholder. */
export function PreviewImage(props: Omit<ImageOrPlaceholderProps, 'unavailable'>) {
  return <ImageOrPlaceholder {...props} unavailable={useContext(ImageUnavailableText)} />;
}
