import { WhatsAppOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useHost } from '../host-context';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { httpsUrl } from '../../lib/safe-url';

/** The floating WhatsApp button; hidden when the environment configures no (https) URL. */
export function WhatsAppButton() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const url = httpsUrl(host.config.external.whatsappUrl);
  if (!url) return null;
  // FloatButton takes no rel; target _blank implies noopener in current browsers.
  return (
    <FloatButton
      href={url}
      target="_blank"
      type="primary"
      icon={<WhatsAppOutlined aria-hidden />}
      aria-label={t('layout.whatsapp')}
      tooltip={t('layout.whatsapp')}
    />
  );
}
