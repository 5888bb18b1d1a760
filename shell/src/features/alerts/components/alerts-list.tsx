import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Flex, List, Popconfirm, Typography } from 'antd';
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

/** The user's alerts with edit and delete; a new one only while fewer than 3 exist. */
export function AlertsList({ alerts, deletingId, onCreate, onEdit, onDelete }: AlertsListProps) {
  const { t } = useTranslation();
  const canCreate = canCreateAlert(alerts);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('alerts.intro')}
      </Typography.Paragraph>
      <List
        dataSource={alerts}
        // antd draws a list's empty text in the disabled grey (1.8:1); this text must be read.
        locale={{ emptyText: <Typography.Text type="secondary">{t('alerts.empty')}</Typography.Text> }}
        renderItem={(alert) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('alerts.editNamed', { name: alert.name })}
                onClick={() => onEdit(alert)}
              />,
              <Popconfirm
                key="delete"
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
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={alert.name} description={alert.advertisers.map((item) => item.label).join(', ')} />
          </List.Item>
        )}
      />
      {!canCreate && <Notice type="info" showIcon title={t('alerts.configDialog.alertsLimit')} />}
      <Button type="dashed" icon={<PlusOutlined />} disabled={!canCreate} onClick={onCreate}>
        {t('alerts.new')}
      </Button>
    </Flex>
  );
}
