import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { problemText } from '../../../lib/problem-text';
import { editNames } from '../api/account-api';
import { isWrongCurrentPassword } from '../lib/is-wrong-password';

interface NamesValues {
  name: string;
  surname: string;
  currentPassword: string;
}

/**
 * docs/product.md#account-page, profile: name and surname are required; the fields are disabled until Edit,
 * which becomes Cancel. The API wants the current password too. A saved name reaches the top bar
 * through the shell: the remote asks it to renew the token (`session:refresh`).
 */
export function NamesForm({ host }: { host: HostApi }) {
  const { t } = useAccountTranslation(host);
  const claims = useStore(host.session, (state) => state.claims);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<NamesValues>();
  const save = useMutation({
    mutationFn: (values: NamesValues) =>
      editNames(host.http, {
        user: { name: values.name.trim(), surname: values.surname.trim() },
        current_password: values.currentPassword,
      }),
    onSuccess: () => {
      host.notify('success', t('names.saved'));
      setEditing(false);
      host.events.emit('session:refresh', {});
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        form.setFields([{ name: 'currentPassword', errors: [t('password.errors.wrongCurrent')] }]);
      }
    },
  });
  const name = claims?.name ?? '';
  const surname = claims?.surname ?? '';

  // Out of edit mode the fields show the session's names (renewed after a save).
  useEffect(() => {
    if (!editing) form.setFieldsValue({ name, surname, currentPassword: '' });
  }, [editing, form, name, surname]);

  const toggle = () => {
    save.reset();
    // Cancel drops what was typed and its errors; the effect above puts the session's names back.
    if (editing) form.resetFields();
    setEditing(!editing);
  };
  const failure = save.error && !isWrongCurrentPassword(save.error) ? save.error : null;

  return (
    <Card
      title={t('names.title')}
      extra={
        <Button onClick={toggle} disabled={save.isPending}>
          {editing ? t('names.cancel') : t('names.edit')}
        </Button>
      }
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={problemText(failure, t('errors.saveFailed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<NamesValues>
        form={form}
        name="account-names"
        layout="vertical"
        initialValues={{ name, surname, currentPassword: '' }}
        onFinish={(values) => save.mutate(values)}
        aria-label={t('names.title')}
      >
        <Form.Item
          name="name"
          label={t('names.name')}
          rules={[{ required: true, whitespace: true, message: t('names.errors.nameRequired') }]}
        >
          <Input disabled={!editing} autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('names.surname')}
          rules={[{ required: true, whitespace: true, message: t('names.errors.surnameRequired') }]}
        >
          <Input disabled={!editing} autoComplete="family-name" />
        </Form.Item>
        {editing && (
          <>
            <Form.Item
              name="currentPassword"
              label={t('names.currentPassword')}
              extra={t('names.currentPasswordHint')}
              rules={[{ required: true, message: t('password.errors.currentRequired') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('names.save')}
              </Button>
            </Flex>
          </>
        )}
      </Form>
    </Card>
  );
}
