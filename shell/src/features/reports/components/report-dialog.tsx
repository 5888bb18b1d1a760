import { Alert, App, Form, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-router';
import { useStore } from 'zustand';
import { savedComparison, type SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { searchPageOfPath } from '../../search';
import { useCreateReport } from '../api/create-report';
import { useEditReport } from '../api/edit-report';
import { useReports } from '../api/get-reports';
import { useToggleReport } from '../api/toggle-report';
import {
  canSubmitReport,
  canToggleReport,
  DEFAULT_FORMATS,
  DEFAULT_FREQUENCY,
  keepOfferedFormats,
  toReportParameters,
} from '../lib/report-rules';
import { ReportFormFields, type ReportFormValues } from './report-form-fields';

interface ReportDialogProps {
  /** Edit this saved report; without it, the applied search is saved as a new report. */
  reportId?: number;
  onClose(): void;
}

function initialValues(report: SavedReport | undefined): ReportFormValues {
  if (!report) return { name: '', frequency: DEFAULT_FREQUENCY, formats: [...DEFAULT_FORMATS], enabled: true };
  return { name: report.name, frequency: report.frequency, formats: [...report.formats], enabled: report.enabled };
}

/**
 * docs/product.md#saved-reports: save the applied search as a report, or edit a saved one. Saved on
 * Compare, the report also keeps what is compared, and opens Compare (docs/decisions.md#compare-beyond-the-spec).
 */
export function ReportDialog({ reportId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const host = useHost();
  const countries = useStore(host.search, (state) => state.countries);
  // The page the dialog opened over, whoever asked for it (the sidebar or a remote).
  const onCompare = searchPageOfPath(useLocation().pathname) === 'compare';
  const selection = useStore(host.search, (state) => state.compare);
  const compared = onCompare ? savedComparison(selection) : null;
  const reports = useReports();
  const report = reportId === undefined ? undefined : reports.data?.find((item) => item.id === reportId);
  const editing = reportId !== undefined;
  const create = useCreateReport();
  const edit = useEditReport();
  const toggle = useToggleReport();
  const [form] = Form.useForm<ReportFormValues>();
  const values = Form.useWatch([], form) as Partial<ReportFormValues> | undefined;
  const frequency = values?.frequency ?? report?.frequency ?? DEFAULT_FREQUENCY;
  const choice = { name: values?.name ?? report?.name ?? '', frequency, formats: values?.formats ?? [] };
  const missingReport = editing && !reports.isPending && !report;
  const pending = create.isPending || edit.isPending || toggle.isPending;
  const failure = create.error ?? edit.error ?? toggle.error;
  const comparisonMissing = !editing && onCompare && !compared;
  const canSubmit =
    canSubmitReport(choice) && (editing ? Boolean(report) : countries.length > 0 && !comparisonMissing) && !pending;

  const done = (key: string) => {
    notification.success({ title: t(key) });
    onClose();
  };
  const submit = async (submitted: ReportFormValues) => {
    const formats = keepOfferedFormats(submitted.formats, submitted.frequency);
    const name = submitted.name.trim();
    if (report) {
      await edit.mutateAsync({ id: report.id, name, frequency: submitted.frequency, formats });
      if (canToggleReport(submitted.frequency) && submitted.enabled !== report.enabled) {
        await toggle.mutateAsync({ id: report.id, enabled: submitted.enabled });
      }
      return done('reports.updated');
    }
    const search = host.search.getState();
    const parameters = toReportParameters(search, onCompare);
    if (!parameters) return;
    await create.mutateAsync({
      name,
      frequency: submitted.frequency,
      formats,
      parameters,
      filters: { startDate: search.startDate, endDate: search.endDate },
    });
    done('reports.created');
  };

  return (
    <Modal
      open
      title={t(editing ? 'reports.editTitle' : 'reports.saveTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !canSubmit }}
      confirmLoading={pending}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} />}
      {missingReport && <Alert type="error" showIcon title={t('reports.notFound')} />}
      {editing && reports.isPending && <Spin />}
      {!editing && (
        <Typography.Paragraph type="secondary">
          {compared
            ? t('reports.savesComparison', { entities: compared.entities.length })
            : t(onCompare ? 'reports.comparisonNeeded' : 'reports.savesSearch')}
        </Typography.Paragraph>
      )}
      {(!editing || report) && (
        <Form
          name="report"
          form={form}
          layout="vertical"
          initialValues={initialValues(report)}
          onFinish={(submitted) => void submit(submitted).catch(() => undefined)}
          onValuesChange={(changed: Partial<ReportFormValues>, all: ReportFormValues) => {
            if (changed.frequency) form.setFieldValue('formats', keepOfferedFormats(all.formats, changed.frequency));
          }}
          aria-label={t(editing ? 'reports.editTitle' : 'reports.saveTitle')}
        >
          <ReportFormFields frequency={frequency} showEnabled={editing} />
        </Form>
      )}
    </Modal>
  );
}
