import { MessageOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The online chat (docs/product.md#shell-frame): a floating button to the configured chat; hidden when none. */
export function ChatButton({ chatUrl }: { chatUrl: string | undefined }) {
  const { t } = useTranslation();
  if (!chatUrl) return null;
  return (
    <FloatButton
      icon={<MessageOutlined />}
      type="primary"
      href={chatUrl}
      target="_blank"
      tooltip={t('sidebar.chat')}
      aria-label={t('sidebar.chat')}
      style={{ insetInlineEnd: 24, insetBlockEnd: 24 }}
    />
  );
}
