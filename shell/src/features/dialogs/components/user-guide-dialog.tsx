import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface UserGuideDialogProps {
  /** The configured customer-center site. */
  url: string;
  onClose(): void;
}

/** The customer center (user guide) of the configuration, in a dialog (docs/product.md#shell-frame). */
export function UserGuideDialog({ url, onClose }: UserGuideDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('dialogs.userGuide')}
      footer={null}
      onCancel={onClose}
      width="min(1100px, 96vw)"
      centered
      destroyOnHidden
    >
      <iframe
        title={t('dialogs.userGuide')}
        src={url}
        // The site is configured, not user data; still, it gets no access to this page.
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: '75vh', border: 0 }}
      />
    </Modal>
  );
}
