import { Alert, Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginLockout } from 'shared-contracts';
import { useLoginLockouts } from '../api/get-login-lockouts';
import { useLiftLoginLockout } from '../api/lift-login-lockout';

/** Failed-login lockouts in force and of the last day, each with a button to lift it (super admins, for support). */
export function LoginLockoutsTable() {
  const { t } = useTranslation('shell');
  const lockouts = useLoginLockouts();
  const lift = useLiftLoginLockout();
  const what = (row: LoginLockout) =>
    row.device === null ? row.subject : t('loginLockouts.deviceOf', { account: row.subject, device: row.device });
  const columns: TableColumnsType<LoginLockout> = [
    {
      key: 'what',
      title: t('loginLockouts.columns.what'),
      render: (_, row) => (
        <>
          <Tag>{t(`loginLockouts.kind.${row.kind}`)}</Tag> {what(row)}
        </>
      ),
    },
    {
      key: 'since',
      title: t('loginLockouts.columns.since'),
      render: (_, row) => new Date(row.lockedAt).toLocaleString(),
    },
    {
      key: 'until',
      title: t('loginLockouts.columns.until'),
      render: (_, row) => new Date(row.lockedUntil).toLocaleString(),
    },
    { key: 'failures', title: t('loginLockouts.columns.failures'), dataIndex: 'failures', align: 'right' },
    {
      key: 'action',
      title: t('loginLockouts.columns.action'),
      render: (_, row) =>
        row.inForce ? (
          <Button
            size="small"
            aria-label={t('loginLockouts.liftLabel', { what: what(row) })}
            loading={lift.isPending && lift.variables === row.id}
            onClick={() => lift.mutate(row.id)}
          >
            {t('loginLockouts.lift')}
          </Button>
        ) : (
          <Tag>{t('loginLockouts.ended')}</Tag>
        ),
    },
  ];
  return (
    <section aria-labelledby="login-lockouts-title">
      <Typography.Title level={3} id="login-lockouts-title">
        {t('loginLockouts.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('loginLockouts.intro')}</Typography.Paragraph>
      {lift.isError && <Alert type="error" showIcon title={t('loginLockouts.liftError')} />}
      {lockouts.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loginLockouts.error')}
          action={<Button onClick={() => void lockouts.refetch()}>{t('loginLockouts.retry')}</Button>}
        />
      ) : (
        <Table<LoginLockout>
          aria-label={t('loginLockouts.tableLabel')}
          rowKey="id"
          columns={columns}
          dataSource={lockouts.data?.lockouts ?? []}
          loading={lockouts.isPending}
          locale={{ emptyText: t('loginLockouts.empty') }}
          pagination={false}
          size="small"
          style={{ overflowX: 'auto' }}
        />
      )}
    </section>
  );
}
