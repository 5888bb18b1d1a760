import { Alert, App, Form, Input, Modal, Typography } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';
import { useSendResetEmail } from '../api/send-reset-email';
import { resetErrorMessage } from '../lib/reset-error-message';

interface ForgotPasswordDialogProps {
  open: boolean;
  /** The e-mail typed on the login form: the dialog starts with it. */
  initialEmail?: string;
  onClose(): void;
}

interface ResetValues {
  email: string;
}

/** docs/product.md#session-and-login: asks for the reset e-mail; cancel or success closes it. */
export function ForgotPasswordDialog({ open, initialEmail = '', onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const request = useSendResetEmail();

  // The form unmounts when hidden (destroyOnHidden), so it opens afresh with the login form's e-mail.
  const close = () => {
    request.reset();
    onClose();
  };
  const submit = ({ email }: ResetValues) =>
    request.mutate(
      { username: email.trim() },
      {
        onSuccess: () => {
          notification.success({ title: t('forgotPassword.sent') });
          close();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('forgotPassword.title')}
      okText={t('forgotPassword.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('forgotPassword.intro')}</Typography.Paragraph>
      {request.isError && (
        <Alert type="error" showIcon title={resetErrorMessage(request.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Form
        name="forgot-password"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: initialEmail }}
        aria-label={t('forgotPassword.title')}
      >
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[
            { required: true, whitespace: true, message: t('login.errors.emailRequired') },
            { type: 'email', message: t('login.errors.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="username" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
