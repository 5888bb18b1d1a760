import { Alert as Notice, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADVERTISERS_PER_ALERT, type Alert, type FilterItem } from 'shared-contracts';
import { canSaveAlert } from '../lib/alert-rules';
import { AdvertiserPicker } from './advertiser-picker';

interface AlertEditorProps {
  alert: Alert;
  saving: boolean;
  error: string | null;
  onSave(alert: Alert): void;
  onCancel(): void;
}

/** A name and 1 to 4 advertisers; a fifth pick is refused with a hint. */
export function AlertEditor({ alert, saving, error, onSave, onCancel }: AlertEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(alert.name);
  const [advertisers, setAdvertisers] = useState<FilterItem[]>(alert.advertisers);
  const [refused, setRefused] = useState(false);
  const limitHint = t('alerts.advertisersLimit', { max: MAX_ADVERTISERS_PER_ALERT });
  return (
    <Form
      layout="vertical"
      aria-label={t(alert.id ? 'alerts.editTitle' : 'alerts.newTitle')}
      onFinish={() => onSave({ ...alert, name: name.trim(), advertisers })}
    >
      {error && <Notice type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('alerts.name')}
        htmlFor="alert-name"
        required
        {...(name.trim() === '' ? { help: t('alerts.nameRequired') } : {})}
      >
        <Input id="alert-name" value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </Form.Item>
      <Form.Item
        label={t('alerts.advertisers')}
        htmlFor="alert-advertisers"
        required
        validateStatus={refused ? 'warning' : ''}
        help={refused ? limitHint : t('alerts.advertisersHelp', { max: MAX_ADVERTISERS_PER_ALERT })}
      >
        <AdvertiserPicker
          id="alert-advertisers"
          value={advertisers}
          onChange={(next) => {
            setRefused(false);
            setAdvertisers(next);
          }}
          onRefused={() => setRefused(true)}
        />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!canSaveAlert(name, advertisers)}>
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
