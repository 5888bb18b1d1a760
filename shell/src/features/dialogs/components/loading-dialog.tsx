import { Flex, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadingDialogProps {
  /** The work the user waits for (a download); the dialog closes when it settles. */
  until: Promise<unknown>;
  message?: string;
  onClose(): void;
}

/** A modal spinner while a download runs (docs/product.md#shell-frame). */
export function LoadingDialog({ until, message, onClose }: LoadingDialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    let live = true;
    // The caller reports its own failure; this dialog only waits.
    void until.catch(() => undefined).finally(() => live && onClose());
    return () => {
      live = false;
    };
  }, [until, onClose]);
  const label = message ?? t('dialogs.loading');
  return (
    <Modal open footer={null} closable={false} mask={{ closable: false }} keyboard={false} width={320} centered>
      <Flex vertical align="center" gap={16} role="status" aria-label={label} style={{ padding: 16 }}>
        <Spin size="large" />
        <span>{label}</span>
      </Flex>
    </Modal>
  );
}
