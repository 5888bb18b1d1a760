import { Alert, Button, Form, Input } from '../../../lib/frame-antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { loginErrorMessage } from '../lib/login-error-message';
import { canSubmitLogin } from '../lib/login-rules';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** Resolves when logged in; rejects with the API's error. */
  onLogin(values: LoginValues): Promise<void>;
  /** The e-mail as typed (trimmed), for the forgot-password dialog to start with. */
  onEmailChange?(email: string): void;
}

/** Email and password with the rules of docs/product.md#session-and-login. The password lives only in the form. */
export function LoginForm({ onLogin, onEmailChange }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const email = Form.useWatch('email', form);
  const password = Form.useWatch('password', form);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: LoginValues) {
    setSubmitting(true);
    setFailure(null);
    try {
      await onLogin({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(loginErrorMessage(error, t));
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={(changed: Partial<LoginValues>) => {
        if (changed.email !== undefined) onEmailChange?.(changed.email.trim());
      }}
      aria-label={t('login.title')}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.errors.emailRequired') },
          { type: 'email', message: t('login.errors.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.errors.passwordRequired') },
          { min: PASSWORD_MIN_LENGTH, message: t('login.errors.passwordShort') },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={!canSubmitLogin(email, password)}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
