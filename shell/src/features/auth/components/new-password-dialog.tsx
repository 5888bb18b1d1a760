import { Alert, App, Form, Input, Modal } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

interface NewPasswordDialogProps {
  /** The token of the reset e-mail's link (`/login?resetToken=…`). */
  token: string;
  onClose(): void;
}

interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** The reset e-mail's link lands here: the user chooses the new password, then logs in. */
export function NewPasswordDialog({ token, onClose }: NewPasswordDialogProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<NewPasswordValues>();
  const confirm = useConfirmPasswordReset();
  const submit = ({ password }: NewPasswordValues) =>
    confirm.mutate(
      { token, plainPassword: password },
      {
        onSuccess: () => {
          notification.success({ title: t('newPassword.changed') });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('newPassword.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={confirm.isPending}
      destroyOnHidden
    >
      {confirm.isError && <Alert type="error" showIcon title={confirm.error.message} style={{ marginBottom: 16 }} />}
      <Form name="new-password" form={form} layout="vertical" onFinish={submit} aria-label={t('newPassword.title')}>
        <Form.Item
          name="password"
          label={t('newPassword.password')}
          rules={[
            { required: true, message: t('newPassword.errors.required') },
            { min: PASSWORD_MIN_LENGTH, message: t('newPassword.errors.short') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('newPassword.repeat')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('newPassword.errors.repeat') },
            ({ getFieldValue }) => ({
              // An empty new password has its own message: the repeat does not add a second one.
              validator: (_, value: string | undefined) =>
                !value || !getFieldValue('password') || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('newPassword.errors.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
