import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { REMOTE_LOAD_PHASES, type RemoteHealthRow } from 'shared-contracts';
import { useRemoteHealth } from '../api/get-remote-health';

/** What real browsers reported of each remote version in the last hour, and the rollbacks. */
export function RemoteHealthTable({ env }: { env: string }) {
  const { t } = useTranslation('shell');
  const health = useRemoteHealth(env);
  const none = t('diagnostics.none');
  const columns: TableColumnsType<RemoteHealthRow> = [
    { key: 'remote', title: t('diagnostics.columns.remote'), dataIndex: 'remote' },
    {
      key: 'version',
      title: t('diagnostics.columns.version'),
      render: (_, row) => (
        <>
          {row.version} {row.channel === 'canary' && <Tag color="purple">{t('diagnostics.health.canary')}</Tag>}
        </>
      ),
    },
    { key: 'loads', title: t('diagnostics.health.loads'), dataIndex: 'loads', align: 'right' },
    {
      key: 'failures',
      title: t('diagnostics.health.failures'),
      align: 'right',
      render: (_, row) => t('diagnostics.health.failureRate', { failures: row.failures, percent: row.failurePercent }),
    },
    {
      key: 'phases',
      title: t('diagnostics.health.failedAt'),
      render: (_, row) =>
        REMOTE_LOAD_PHASES.filter((phase) => row.failuresByPhase[phase] > 0)
          .map((phase) => `${t(`diagnostics.health.phase.${phase}`)} ${row.failuresByPhase[phase]}`)
          .join(', ') || none,
    },
    {
      key: 'p95',
      title: t('diagnostics.health.p95'),
      align: 'right',
      render: (_, row) => (row.p95LoadMs === null ? none : t('diagnostics.milliseconds', { value: row.p95LoadMs })),
    },
    {
      key: 'rolledBack',
      title: t('diagnostics.health.rolledBack'),
      render: (_, row) =>
        row.rolledBackAt ? <Tag color="red">{new Date(row.rolledBackAt).toLocaleString()}</Tag> : none,
    },
  ];
  return (
    <section aria-labelledby="remote-health-title">
      <Typography.Title level={3} id="remote-health-title">
        {t('diagnostics.health.title', { name: env })}
      </Typography.Title>
      {health.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('diagnostics.health.error')}
          action={<Button onClick={() => void health.refetch()}>{t('diagnostics.health.retry')}</Button>}
        />
      ) : (
        <Table<RemoteHealthRow>
          aria-label={t('diagnostics.health.tableLabel')}
          rowKey={(row) => `${row.remote}@${row.version}/${row.channel}`}
          columns={columns}
          dataSource={health.data?.rows ?? []}
          loading={health.isPending}
          locale={{ emptyText: t('diagnostics.health.empty') }}
          pagination={false}
          size="small"
          style={{ overflowX: 'auto' }}
        />
      )}
    </section>
  );
}
