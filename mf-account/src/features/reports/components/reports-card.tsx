import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Switch, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HostApi, SavedReport } from 'shared-contracts';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { useReloadOn } from '../../../lib/use-reload-on';
import { problemText } from '../../../lib/problem-text';
import { deleteReport, REPORTS_QUERY_KEY, toggleReport, useReports } from '../api/reports-api';
import { SIDEWAYS_SCROLL } from 'shared-ui';

/** docs/product.md#saved-reports: the toggle does nothing for a report that is never sent. */
function canToggle(report: SavedReport): boolean {
  return report.frequency !== 'never';
}

/**
 * My Reports (docs/product.md#saved-reports): name, frequency, formats, the enabled toggle, edit (the
 * shell's save/edit dialog) and delete with a confirmation. After any change the list reloads
 * (`reports:changed`, heard by the shell's sidebar too); a failure says so and the row stays.
 */
export function ReportsCard({ host }: { host: HostApi }) {
  const { t } = useAccountTranslation(host);
  const reports = useReports(host);
  useReloadOn(host, 'reports:changed', REPORTS_QUERY_KEY);
  const changed = () => host.events.emit('reports:changed', {});
  const toggle = useMutation({
    mutationFn: (report: SavedReport) => toggleReport(host.http, report),
    onSuccess: (report) => {
      host.track('report:toggle', { reportId: report.id, enabled: report.enabled });
      changed();
    },
  });
  const remove = useMutation({
    mutationFn: (report: SavedReport) => deleteReport(host.http, report.id),
    onSuccess: (_, report) => {
      host.track('report:delete', { reportId: report.id });
      host.notify('success', t('reports.deleted', { name: report.name }));
      changed();
    },
  });
  const reason = (error: unknown) => problemText(error, t('errors.saveFailed'));
  const failure = toggle.isError
    ? t('reports.toggleFailed', { name: toggle.variables.name, reason: reason(toggle.error) })
    : remove.isError
      ? t('reports.deleteFailed', { name: remove.variables.name, reason: reason(remove.error) })
      : null;

  const columns: ColumnsType<SavedReport> = [
    { key: 'name', title: t('reports.columns.name'), dataIndex: 'name' },
    {
      key: 'frequency',
      title: t('reports.columns.frequency'),
      render: (_, report) => t(`reports.frequencies.${report.frequency}`),
    },
    {
      key: 'formats',
      title: t('reports.columns.formats'),
      render: (_, report) => report.formats.map((format) => t(`reports.formats.${format}`)).join(', '),
    },
    {
      key: 'enabled',
      title: t('reports.columns.enabled'),
      render: (_, report) => {
        const control = (
          <Switch
            aria-label={t('reports.enabledNamed', { name: report.name })}
            checked={report.enabled}
            disabled={!canToggle(report) || remove.isPending}
            loading={toggle.isPending && toggle.variables.id === report.id}
            onChange={() => {
              if (canToggle(report)) toggle.mutate(report);
            }}
          />
        );
        return canToggle(report) ? control : <Tooltip title={t('reports.enabledNever')}>{control}</Tooltip>;
      },
    },
    {
      key: 'actions',
      title: t('reports.columns.actions'),
      render: (_, report) => (
        <Space>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('reports.editNamed', { name: report.name })}
            onClick={() => host.openDialog({ kind: 'edit-report', reportId: report.id })}
          />
          <Popconfirm
            title={t('reports.confirmDelete', { name: report.name })}
            okText={t('reports.delete')}
            cancelText={t('reports.cancel')}
            onConfirm={() => remove.mutate(report)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending && remove.variables.id === report.id}
              aria-label={t('reports.deleteNamed', { name: report.name })}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('reports.title')}</h2>}>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      {reports.isError ? (
        <Alert
          type="error"
          showIcon
          title={problemText(reports.error, t('errors.loadFailed'))}
          action={<Button onClick={() => void reports.refetch()}>{t('errors.retry')}</Button>}
        />
      ) : (
        <Table<SavedReport>
          aria-label={t('reports.title')}
          rowKey="id"
          size="middle"
          loading={reports.isPending}
          columns={columns}
          dataSource={reports.data ?? []}
          locale={{ emptyText: t('reports.empty') }}
          pagination={false}
          // On a phone the table scrolls inside its card instead of widening the page.
          {...SIDEWAYS_SCROLL}
        />
      )}
    </Card>
  );
}
