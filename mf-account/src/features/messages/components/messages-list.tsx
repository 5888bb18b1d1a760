import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import type { HostApi } from 'shared-contracts';
import { SafeHtml } from 'shared-ui';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { problemText } from '../../../lib/problem-text';
import { useMessages } from '../api/get-messages';
import { formatReceived } from '../lib/format-received';

/** docs/product.md#account-page: the list is at most 435 px high and scrolls. */
const MESSAGES_MAX_HEIGHT = 435;

/**
 * The user's messages: name, when it arrived (GMT-3) and its server-provided html, rendered only
 * through shared-ui's SafeHtml (DOMPurify, tight allowlist). Disabled messages are listed too:
 * "enabled" only decides which one the welcome dialog shows.
 */
export function MessagesList({ host }: { host: HostApi }) {
  const { t } = useAccountTranslation(host);
  const messages = useMessages(host);
  if (messages.isPending) {
    return (
      <div role="status" aria-label={t('messages.list')}>
        <Skeleton active />
      </div>
    );
  }
  if (messages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={problemText(messages.error, t('errors.loadFailed'))}
        action={<Button onClick={() => void messages.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (messages.data.length === 0) return <Empty description={t('messages.empty')} />;
  return (
    <section
      aria-label={t('messages.list')}
      tabIndex={0}
      style={{ maxHeight: MESSAGES_MAX_HEIGHT, overflowY: 'auto', paddingRight: 8 }}
    >
      {messages.data.map((message) => (
        <article key={message.id} aria-labelledby={`account-message-${message.id}`} style={{ marginBottom: 24 }}>
          <Typography.Title level={3} id={`account-message-${message.id}`} style={{ fontSize: 16, marginBottom: 4 }}>
            {message.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('messages.receivedAt', { date: formatReceived(message.createdAt) })}
          </Typography.Text>
          <SafeHtml html={message.html} style={{ marginTop: 8 }} />
        </article>
      ))}
    </section>
  );
}
