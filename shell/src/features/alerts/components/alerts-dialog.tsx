import { Alert as Notice, App, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from 'shared-contracts';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { useSaveAlert } from '../api/save-alert';
import { NEW_ALERT_ID } from '../lib/alert-rules';
import { AlertDeleteConfirm } from './alert-delete-confirm';
import { AlertEditor } from './alert-editor';
import { AlertsList } from './alerts-list';

interface AlertsDialogProps {
  /** Open this alert at once: in the editor, or asking to delete it. */
  alertId?: number;
  intent?: 'edit' | 'delete';
  onClose(): void;
}

const NEW_ALERT: Alert = { id: NEW_ALERT_ID, name: '', advertisers: [] };

/** docs/product.md#alerts: the alerts configuration (at most 3 alerts of up to 4 advertisers each). */
export function AlertsDialog({ alertId, intent = 'edit', onClose }: AlertsDialogProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const alerts = useAlerts();
  const save = useSaveAlert();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Alert | null>(null);
  const asked = alertId === undefined ? undefined : alerts.data?.find((alert) => alert.id === alertId);
  // An alert asked for by id opens in the editor until the user goes back to the list.
  const [askedDismissed, setAskedDismissed] = useState(false);
  const current = editing ?? (askedDismissed ? null : (asked ?? null));

  const backToList = () => {
    save.reset();
    setEditing(null);
    setAskedDismissed(true);
  };
  const onSave = (alert: Alert) =>
    save.mutate(
      { id: alert.id, name: alert.name, advertisers: alert.advertisers },
      {
        onSuccess: () => {
          notification.success({ title: t(alert.id === NEW_ALERT_ID ? 'alerts.created' : 'alerts.updated') });
          onClose();
        },
      },
    );
  const onDelete = (alert: Alert) =>
    remove.mutate(alert.id, {
      onSuccess: () => {
        notification.success({ title: t('alerts.deleted', { name: alert.name }) });
        // Asked to delete one alert, the dialog's work is done.
        if (intent === 'delete') onClose();
      },
    });
  const deleting = intent === 'delete' && current !== null;

  return (
    <Modal open title={t('alerts.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {alerts.isPending && <Spin />}
      {alerts.isError && <Notice type="error" showIcon title={alerts.error.message} />}
      {remove.isError && <Notice type="error" showIcon title={remove.error.message} style={{ marginBottom: 12 }} />}
      {alerts.data && current && deleting && (
        <AlertDeleteConfirm alert={current} deleting={remove.isPending} onDelete={onDelete} onCancel={onClose} />
      )}
      {alerts.data && current && !deleting && (
        <AlertEditor
          key={current.id}
          alert={current}
          saving={save.isPending}
          error={save.error?.message ?? null}
          onSave={onSave}
          onCancel={backToList}
        />
      )}
      {alerts.data && !current && (
        <AlertsList
          alerts={alerts.data}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onCreate={() => setEditing(NEW_ALERT)}
          onEdit={setEditing}
          onDelete={onDelete}
        />
      )}
    </Modal>
  );
}
