import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Flex, Listy, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Alert } from 'shared-contracts';
import { canCreateAlert } from '../lib/alert-rules';

interface AlertsListProps {
  alerts: Alert[];
  deletingId: number | null;
  onCreate(): void;
  onEdit(alert: Alert): void;
  onDelete(alert: Alert): void;
}

/**
 * The user's alerts with edit and delete; a new one only while fewer than 3 exist. Drawn with
 * antd's Listy (List is deprecated since antd 6.6); at most 3 rows, so it is not virtual.
 */
export function AlertsList({ alerts, deletingId, onCreate, onEdit, onDelete }: AlertsListProps) {
  const { t } = useTranslation();
  const canCreate = canCreateAlert(alerts);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('alerts.intro')}
      </Typography.Paragraph>
      {alerts.length === 0 ? (
        <Typography.Text type="secondary">{t('alerts.empty')}</Typography.Text>
      ) : (
        <Listy
          items={alerts}
          rowKey="id"
          itemRender={(alert) => (
            <Flex align="center" justify="space-between" gap={8} style={{ padding: '12px 0' }}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>{alert.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {alert.advertisers.map((item) => item.label).join(', ')}
                </Typography.Text>
              </Flex>
              <Flex gap={4}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('alerts.editNamed', { name: alert.name })}
                  onClick={() => onEdit(alert)}
                />
                <Popconfirm
                  title={t('alerts.confirmDelete', { name: alert.name })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => onDelete(alert)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    loading={deletingId === alert.id}
                    aria-label={t('alerts.deleteNamed', { name: alert.name })}
                  />
                </Popconfirm>
              </Flex>
            </Flex>
          )}
        />
      )}
      {!canCreate && <Notice type="info" showIcon title={t('alerts.configDialog.alertsLimit')} />}
      <Button type="dashed" icon={<PlusOutlined />} disabled={!canCreate} onClick={onCreate}>
        {t('alerts.new')}
      </Button>
    </Flex>
  );
}
