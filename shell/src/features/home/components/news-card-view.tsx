import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'shared-router';
import type { NewsCard } from 'shared-contracts';
import { classifySafeHref } from '../../../lib/safe-href';

/** One news card: type, title, body and its link buttons (only links that pass the href check). */
export function NewsCardView({ card }: { card: NewsCard }) {
  const navigate = useNavigate();
  const links = card.links.flatMap((link) => {
    const target = classifySafeHref(link.href);
    return target ? [{ label: link.label, target }] : [];
  });
  return (
    <Card
      title={card.title}
      extra={<Tag>{card.type}</Tag>}
      style={{ height: '100%' }}
      role="article"
      aria-label={card.title}
    >
      <Typography.Paragraph>{card.body}</Typography.Paragraph>
      {links.length > 0 && (
        <Flex gap={8} wrap>
          {links.map(({ label, target }) =>
            target.kind === 'internal' ? (
              <Button key={label} onClick={() => void navigate(target.path)}>
                {label}
              </Button>
            ) : (
              <Button key={label} href={target.url} target="_blank" rel="noopener noreferrer">
                {label}
              </Button>
            ),
          )}
        </Flex>
      )}
    </Card>
  );
}
