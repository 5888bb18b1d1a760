import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Modal, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_MESSAGE_TYPES, SUPPORTED_COUNTRIES } from 'shared-contracts';
import { countryName } from 'shared-ui';
import { useSession } from '../../auth';
import { useCreateHelpTicket } from '../api/create-help-ticket';
import { helpFormDefaults, isFileTooLarge, MAX_FILE_MB, type HelpFormValues } from '../lib/help-form';

/** docs/product.md#help-tickets: a ticket stored by the API, with an optional file. */
export function HelpDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const claims = useSession((state) => state.claims);
  const [form] = Form.useForm<HelpFormValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState(false);
  const create = useCreateHelpTicket();
  const language = i18n.resolvedLanguage ?? 'es';
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];

  const submit = (values: HelpFormValues) => {
    const { country, messageType } = values;
    if (!country || !messageType) return;
    create.mutate(
      { ...values, country, messageType, company: values.company ?? '', file },
      {
        onSuccess: (ticket) => {
          notification.success({ title: t('help.sent', { id: ticket.id }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('help.title')}
      okText={t('help.send')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {create.isError && <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} />}
      <Form
        name="help-ticket"
        form={form}
        layout="vertical"
        initialValues={helpFormDefaults(claims)}
        onFinish={submit}
        aria-label={t('help.title')}
      >
        <Form.Item
          name="email"
          label={t('help.email')}
          rules={[...required('help.errors.email'), { type: 'email', message: t('login.errors.emailInvalid') }]}
        >
          <Input type="email" />
        </Form.Item>
        <Form.Item name="title" label={t('help.subject')} rules={required('help.errors.title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="message" label={t('help.message')} rules={required('help.errors.message')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="name" label={t('help.name')} rules={required('help.errors.name')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="company" label={t('help.company')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="country"
          label={t('help.country')}
          rules={[{ required: true, message: t('help.errors.country') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            options={SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: countryName(code, language) }))}
          />
        </Form.Item>
        <Form.Item
          name="messageType"
          label={t('help.messageType')}
          rules={[{ required: true, message: t('help.errors.messageType') }]}
        >
          <Select
            virtual={false}
            options={HELP_MESSAGE_TYPES.map((type) => ({ value: type, label: t(`help.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('help.file')}
          validateStatus={fileError ? 'error' : ''}
          help={
            fileError ? t('help.errors.fileTooLarge', { max: MAX_FILE_MB }) : t('help.fileHint', { max: MAX_FILE_MB })
          }
        >
          <Upload
            maxCount={1}
            fileList={file ? [{ uid: 'ticket-file', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              const tooLarge = isFileTooLarge(picked);
              setFileError(tooLarge);
              setFile(tooLarge ? null : picked);
              // The file goes with the form, not on its own.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('help.attach')}</Button>
          </Upload>
        </Form.Item>
        <Typography.Text type="secondary">{t('help.requiredNote')}</Typography.Text>
      </Form>
    </Modal>
  );
}
