import { Avatar, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { StyleAttributes } from 'shared-contracts';
import { CreativeMediaList } from './creative-media';

export interface FacebookPostProps {
  attributes: StyleAttributes;
  /** `post` for the feed (facebook), `story` for the full-height story (facebook-story-ad). */
  variant: 'post' | 'story';
  /** Accessible name of the rendering ("Facebook post", "Facebook story"). */
  label: string;
  /** Text alternative of the media. */
  mediaAlt: string;
  sponsored: string;
}

const FRAME: Record<FacebookPostProps['variant'], CSSProperties> = {
  post: {
    maxWidth: 500,
    margin: '0 auto',
    padding: 12,
    border: '1px solid #dddfe2',
    borderRadius: 8,
    background: '#fff',
  },
  story: {
    maxWidth: 360,
    minHeight: 560,
    margin: '0 auto',
    padding: 12,
    borderRadius: 12,
    background: '#1c1e21',
    color: '#fff',
  },
};

/** A facebook post or story rebuilt from the creative's attributes: header, text, media, footer. */
export function FacebookPost({ attributes, variant, label, mediaAlt, sponsored }: FacebookPostProps) {
  const { header, body, footer } = attributes;
  const textColor: CSSProperties | undefined = variant === 'story' ? { color: '#fff' } : undefined;
  return (
    <article aria-label={label} style={FRAME[variant]}>
      <Flex component="header" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Avatar src={header?.img?.src} alt="">
          {header?.text?.charAt(0)}
        </Avatar>
        <Flex vertical>
          <Typography.Text strong style={textColor}>
            {header?.text}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, ...textColor }}>
            {sponsored}
          </Typography.Text>
        </Flex>
      </Flex>
      {body?.text && <Typography.Paragraph style={textColor}>{body.text}</Typography.Paragraph>}
      {body?.media && <CreativeMediaList media={body.media} alt={mediaAlt} />}
      {(footer?.title || footer?.text) && (
        <footer style={{ marginTop: 8 }}>
          {footer.title && (
            <Typography.Text strong style={{ display: 'block', ...textColor }}>
              {footer.title}
            </Typography.Text>
          )}
          {footer.text && (
            <Typography.Text type="secondary" style={textColor}>
              {footer.text}
            </Typography.Text>
          )}
        </footer>
      )}
    </article>
  );
}
