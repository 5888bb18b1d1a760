import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagnosticsRow, DiagnosticsStatus } from '../lib/diagnostics-row';

interface DiagnosticsPanelProps {
  envName: string;
  production: boolean;
  hostContractVersion: string;
  rows: DiagnosticsRow[];
}

const STATUS_COLOR: Record<DiagnosticsStatus, string> = {
  notLoaded: 'default',
  loaded: 'success',
  failed: 'error',
  incompatible: 'warning',
  refused: 'warning',
  notPinned: 'default',
};

/** Which side of a canary this page is on, and the draw that put it there. */
function CanaryTag({ canary }: { canary: NonNullable<DiagnosticsRow['canary']> }) {
  const { t } = useTranslation('shell');
  const values = {
    version: canary.version,
    percent: canary.percent,
    bucket: canary.bucket.toFixed(2),
    audience: t(`diagnostics.audience.${canary.audience}`),
  };
  if (canary.rolledBack) return <Tag color="red">{t('diagnostics.canaryRolledBack', values)}</Tag>;
  return canary.channel === 'canary' ? (
    <Tag color="purple">{t('diagnostics.canary', values)}</Tag>
  ) : (
    <Tag>{t('diagnostics.stableBesideCanary', values)}</Tag>
  );
}

/** Each remote's version, manifest URL, contract and load time in this page, for support and QA. */
export function DiagnosticsPanel({ envName, production, hostContractVersion, rows }: DiagnosticsPanelProps) {
  const { t } = useTranslation('shell');
  const none = t('diagnostics.none');
  const columns: TableColumnsType<DiagnosticsRow> = [
    { key: 'remote', title: t('diagnostics.columns.remote'), dataIndex: 'remote' },
    {
      key: 'version',
      title: t('diagnostics.columns.version'),
      render: (_, row) => (
        <Space size={4} wrap>
          {!row.local && <span>{row.version ?? none}</span>}
          {row.override && (
            <Tag color="orange">
              {t(row.local ? 'diagnostics.local' : 'diagnostics.override', { pinned: row.pinnedVersion })}
            </Tag>
          )}
          {row.canary && !row.override && <CanaryTag canary={row.canary} />}
        </Space>
      ),
    },
    {
      key: 'manifestUrl',
      title: t('diagnostics.columns.manifestUrl'),
      render: (_, row) => (row.manifestUrl ? <Typography.Text code>{row.manifestUrl}</Typography.Text> : none),
    },
    {
      key: 'contract',
      title: t('diagnostics.columns.contract'),
      render: (_, row) => row.contractVersion ?? none,
    },
    {
      key: 'loadTime',
      title: t('diagnostics.columns.loadTime'),
      render: (_, row) =>
        row.loadMs === null ? none : t('diagnostics.milliseconds', { value: Math.round(row.loadMs) }),
    },
    {
      key: 'status',
      title: t('diagnostics.columns.status'),
      render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{t(`diagnostics.status.${row.status}`)}</Tag>,
    },
  ];
  return (
    <section aria-labelledby="diagnostics-title">
      <Typography.Title level={2} id="diagnostics-title">
        {t('diagnostics.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t(production ? 'diagnostics.summaryProduction' : 'diagnostics.summary', {
          name: envName,
          contract: hostContractVersion,
        })}
      </Typography.Paragraph>
      <Table<DiagnosticsRow>
        aria-label={t('diagnostics.tableLabel')}
        rowKey="remote"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        style={{ overflowX: 'auto' }}
      />
    </section>
  );
}
