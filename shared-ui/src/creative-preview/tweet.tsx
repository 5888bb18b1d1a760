import { Avatar, Flex, Typography } from 'antd';
import type { StyleAttributes } from 'shared-contracts';
import { CreativeMediaList } from './creative-media';

interface TweetLabels {
  /** Accessible name of the rendering. */
  tweet: string;
  mediaAlt: string;
  promoted: string;
  /** "Promoted by @account" for a promoted trend; `{{account}}` is filled in. */
  promotedBy: (account: string) => string;
}

export interface TweetProps {
  attributes: StyleAttributes;
  labels: TweetLabels;
}

const FRAME = {
  maxWidth: 520,
  margin: '0 auto',
  padding: 12,
  border: '1px solid #cfd9de',
  borderRadius: 16,
  background: '#fff',
};

/**
 * A hashtag's blue, darker than the network's own (#1d9bf0, 3:1 on white) so it reads at 4.9:1 on
 * the tweet's white frame (WCAG 2.1 AA, as the accessibility scan checks).
 */
const HASHTAG_COLOR = '#1673c4';

const handle = (account: string | undefined) => (account ? `@${account.replace(/^@/, '')}` : '');

/** A tweet rebuilt from the creative's attributes, by twitter type: trends, profiles or simple. */
export function Tweet({ attributes, labels }: TweetProps) {
  const type = attributes.type ?? 'simple';
  return (
    <article aria-label={labels.tweet} data-twitter-type={type} style={FRAME}>
      {type === 'trends' ? (
        <TrendBody attributes={attributes} labels={labels} />
      ) : (
        <AccountBody attributes={attributes} labels={labels} />
      )}
    </article>
  );
}

const hashtagOf = (attributes: StyleAttributes) =>
  attributes.hashtag ? `#${attributes.hashtag.replace(/^#/, '')}` : undefined;

/** A promoted trend: the hashtag, its text and who promotes it (its subtitle, else its account). */
function TrendBody({ attributes, labels }: TweetProps) {
  const hashtag = hashtagOf(attributes) ?? attributes.title;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {hashtag}
      </Typography.Text>
      {attributes.text && <Typography.Text>{attributes.text}</Typography.Text>}
      <Typography.Text type="secondary">
        {attributes.subtitle ?? (attributes.account ? labels.promotedBy(handle(attributes.account)) : labels.promoted)}
      </Typography.Text>
    </Flex>
  );
}

/** A simple tweet (author, text, hashtag, media) or a promoted profile (author, bio, text). */
function AccountBody({ attributes, labels }: TweetProps) {
  const media = attributes.body?.media;
  const hashtag = hashtagOf(attributes);
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8}>
        <Avatar src={attributes.img_profile?.src} alt="" size={attributes.type === 'profiles' ? 56 : 40}>
          {(attributes.title ?? attributes.account ?? '').charAt(0)}
        </Avatar>
        <Flex vertical>
          {attributes.title && <Typography.Text strong>{attributes.title}</Typography.Text>}
          <Typography.Text type="secondary">{handle(attributes.account)}</Typography.Text>
        </Flex>
      </Flex>
      {attributes.type === 'profiles' && attributes.subtitle && (
        <Typography.Text italic>{attributes.subtitle}</Typography.Text>
      )}
      {(attributes.text ?? attributes.body?.text) && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {attributes.text ?? attributes.body?.text}
        </Typography.Paragraph>
      )}
      {hashtag && <Typography.Text style={{ color: HASHTAG_COLOR }}>{hashtag}</Typography.Text>}
      {media && <CreativeMediaList media={media} alt={labels.mediaAlt} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {labels.promoted}
      </Typography.Text>
    </Flex>
  );
}
