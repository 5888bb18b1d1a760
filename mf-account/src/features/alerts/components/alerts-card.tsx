import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert as Notice, Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { MAX_ALERTS, type Alert, type HostApi } from 'shared-contracts';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useReloadOn } from '../../../lib/use-reload-on';
import { problemText } from '../../../lib/problem-text';
import { ALERTS_QUERY_KEY, useAlerts } from '../api/alerts-api';

/**
 * The alerts table (docs/product.md#alerts): name and advertisers. New, edit and delete go
 * through the shell's alerts dialog (the one editor, and the one delete with its confirmation and
 * snackbar). A fourth alert is refused with the spec's message. The list reloads on `alerts:changed`.
 */
export function AlertsCard({ host }: { host: HostApi }) {
  const { t } = useAccountTranslation(host);
  const alerts = useAlerts(host);
  useReloadOn(host, 'alerts:changed', ALERTS_QUERY_KEY);
  const [limitShown, setLimitShown] = useState(false);
  const atLimit = (alerts.data?.length ?? 0) >= MAX_ALERTS;
  const create = () => {
    if (atLimit) setLimitShown(true);
    else host.openDialog({ kind: 'alerts' });
  };

  const columns: ColumnsType<Alert> = [
    { key: 'name', title: t('alerts.columns.name'), dataIndex: 'name' },
    {
      key: 'advertisers',
      title: t('alerts.columns.advertisers'),
      render: (_, alert) => alert.advertisers.map((advertiser) => advertiser.label).join(', '),
    },
    {
      key: 'actions',
      title: t('alerts.columns.actions'),
      render: (_, alert) => (
        <Space>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('alerts.editNamed', { name: alert.name })}
            onClick={() => host.openDialog({ kind: 'alerts', alertId: alert.id })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('alerts.deleteNamed', { name: alert.name })}
            onClick={() => host.openDialog({ kind: 'alerts', alertId: alert.id, intent: 'delete' })}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('alerts.title')}</h2>}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={create} disabled={alerts.isPending}>
          {t('alerts.new')}
        </Button>
      }
    >
      {limitShown && atLimit && (
        <Notice type="warning" showIcon role="alert" title={t('alerts.limit')} style={{ marginBottom: 16 }} />
      )}
      {alerts.isError ? (
        <Notice
          type="error"
          showIcon
          title={problemText(alerts.error, t('errors.loadFailed'))}
          action={<Button onClick={() => void alerts.refetch()}>{t('errors.retry')}</Button>}
        />
      ) : (
        <Table<Alert>
          aria-label={t('alerts.title')}
          rowKey="id"
          size="middle"
          loading={alerts.isPending}
          columns={columns}
          dataSource={alerts.data ?? []}
          locale={{ emptyText: t('alerts.empty') }}
          pagination={false}
        />
      )}
    </Card>
  );
}
