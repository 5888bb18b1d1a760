import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { HostApi } from 'shared-contracts';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { problemText } from '../../../lib/problem-text';
import { changePassword } from '../api/account-api';
import { isWrongCurrentPassword } from '../lib/is-wrong-password';
import {
  canSubmitPassword,
  currentPasswordProblem,
  newPasswordProblem,
  repeatPasswordProblem,
  type PasswordProblem,
  type PasswordValues,
} from '../lib/password-rules';

/**
 * docs/product.md#account-page, change password; the API checks the current one. Success ends the session
 * (docs/decisions.md#session-and-navigation): the remote asks the shell (`session:logout`), whose login page says why.
 */
export function PasswordForm({ host }: { host: HostApi }) {
  const { t } = useAccountTranslation(host);
  const [form] = Form.useForm<PasswordValues>();
  const values = Form.useWatch([], form) as Partial<PasswordValues> | undefined;
  const change = useMutation({
    mutationFn: ({ current, next }: PasswordValues) =>
      changePassword(host.http, { user: { plainPassword: next }, current_password: current }),
    onSuccess: () => {
      host.notify('success', t('password.changed'));
      host.events.emit('session:logout', { reason: 'password-changed' });
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        form.setFields([{ name: 'current', errors: [t('password.errors.wrongCurrent')] }]);
      }
    },
  });

  /** An antd rule from one of the pure rules: the message is the problem's text. */
  const rule =
    (problemOf: (value: string) => PasswordProblem | null) =>
    (_: RuleObject, value: string | undefined): Promise<void> => {
      const problem = problemOf(value ?? '');
      return problem ? Promise.reject(new Error(t(`password.errors.${problem}`))) : Promise.resolve();
    };
  const failure = change.error && !isWrongCurrentPassword(change.error) ? change.error : null;

  return (
    <Card title={t('password.title')}>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={problemText(failure, t('errors.saveFailed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<PasswordValues>
        form={form}
        name="account-password"
        layout="vertical"
        initialValues={{ current: '', next: '', repeat: '' }}
        onFinish={(submitted) => change.mutate(submitted)}
        aria-label={t('password.title')}
      >
        <Form.Item
          required
          name="current"
          label={t('password.current')}
          rules={[{ validator: rule(currentPasswordProblem) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item required name="next" label={t('password.new')} rules={[{ validator: rule(newPasswordProblem) }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          required
          name="repeat"
          label={t('password.repeat')}
          dependencies={['next']}
          rules={[
            ({ getFieldValue }) => ({
              validator: rule((repeat) => repeatPasswordProblem(repeat, String(getFieldValue('next') ?? ''))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Flex justify="end">
          <Button
            type="primary"
            htmlType="submit"
            disabled={!canSubmitPassword(values) || change.isPending}
            loading={change.isPending}
          >
            {t('password.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
