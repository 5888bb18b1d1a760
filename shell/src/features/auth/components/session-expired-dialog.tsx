import { Modal, Typography } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { useSessionController, useSessionMeta } from '../auth-context';

/**
 * docs/product.md#session-and-login: the token could not be renewed (or its claims were unreadable). The
 * dialog cannot be dismissed any other way: Ok logs out and goes to the login page.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const expired = useSessionMeta((state) => state.expired);
  const controller = useSessionController();
  const navigate = useNavigate();
  const confirm = async () => {
    await controller.logout('expired');
    await navigate(ROUTES.login, { replace: true });
  };
  return (
    <Modal
      open={expired}
      title={t('sessionExpired.title')}
      okText={t('common.ok')}
      onOk={() => void confirm()}
      footer={(_, { OkBtn }) => <OkBtn />}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
    >
      <Typography.Paragraph>{t('sessionExpired.body')}</Typography.Paragraph>
    </Modal>
  );
}
