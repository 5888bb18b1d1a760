import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Alert } from 'shared-contracts';

interface AlertDeleteConfirmProps {
  alert: Alert;
  deleting: boolean;
  onDelete(alert: Alert): void;
  onCancel(): void;
}

/** The dialog opened to delete one alert (from the account page): the question and its answers. */
export function AlertDeleteConfirm({ alert, deleting, onDelete, onCancel }: AlertDeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Typography.Text>{t('alerts.confirmDelete', { name: alert.name })}</Typography.Text>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button danger type="primary" loading={deleting} onClick={() => onDelete(alert)}>
          {t('common.delete')}
        </Button>
      </Flex>
    </Flex>
  );
}
