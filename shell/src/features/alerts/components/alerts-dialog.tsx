import { Alert as Notice, App, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from 'shared-contracts';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { useSaveAlert } from '../api/save-alert';
import { NEW_ALERT_ID } from '../lib/alert-rules';
import { AlertEditor } from './alert-editor';
import { AlertsList } from './alerts-list';

interface AlertsDialogProps {
  /** Open this alert's editor at once. */
  alertId?: number;
  onClose(): void;
}

const NEW_ALERT: Alert = { id: NEW_ALERT_ID, name: '', advertisers: [] };

/** Spec 2 sections 2 and 5: the alerts configuration (at most 3 alerts of up to 4 advertisers each). */
export function AlertsDialog({ alertId, onClose }: AlertsDialogProps) {
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
      onSuccess: () => notification.success({ title: t('alerts.deleted', { name: alert.name }) }),
    });

  return (
    <Modal open title={t('alerts.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {alerts.isPending && <Spin />}
      {alerts.isError && <Notice type="error" showIcon title={alerts.error.message} />}
      {remove.isError && <Notice type="error" showIcon title={remove.error.message} style={{ marginBottom: 12 }} />}
      {alerts.data && current && (
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
