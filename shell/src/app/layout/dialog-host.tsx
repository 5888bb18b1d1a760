import { useCallback } from 'react';
import type { DialogRequest } from 'shared-contracts';
import { AlertsDialog } from '../../features/alerts/components/alerts-dialog';
import { CampaignInfoDialog } from '../../features/campaign-info/components/campaign-info-dialog';
import { useDialogs, useDialogStore } from '../../features/dialogs/dialog-context';
import { closeDialog } from '../../features/dialogs/dialog-store';
import { useFocusBackToOpener } from '../../features/dialogs/use-focus-back-to-opener';
import { ImageGalleryDialog } from '../../features/dialogs/components/image-gallery-dialog';
import { LoadingDialog } from '../../features/dialogs/components/loading-dialog';
import { UserGuideDialog } from '../../features/dialogs/components/user-guide-dialog';
import { HelpDialog } from '../../features/help/components/help-dialog';
import { ReportDialog } from '../../features/reports/components/report-dialog';
import { SpotFiltersDialog } from '../../features/spot-filters/components/spot-filters-dialog';
import { useShellServices } from '../shell-services-context';

/**
 * Renders the dialog the dialog store holds: asked for by the shell (sidebar, menus) or by a
 * remote through `host.openDialog`. Each dialog closes itself through `onClose`.
 */
export function DialogHost() {
  const request = useDialogs((state) => state.open);
  const store = useDialogStore();
  useFocusBackToOpener(store);
  const { customerCenterUrl } = useShellServices().env.external;
  const onClose = useCallback(() => closeDialog(store, request ?? undefined), [store, request]);
  if (!request) return null;
  return renderDialog(request, onClose, customerCenterUrl);
}

function renderDialog(request: DialogRequest, onClose: () => void, customerCenterUrl: string | undefined) {
  switch (request.kind) {
    case 'help':
      return <HelpDialog onClose={onClose} />;
    case 'save-report':
      return <ReportDialog onClose={onClose} />;
    case 'edit-report':
      return <ReportDialog key={request.reportId} reportId={request.reportId} onClose={onClose} />;
    case 'alerts':
      return (
        <AlertsDialog
          {...(request.alertId === undefined ? {} : { alertId: request.alertId })}
          {...(request.intent ? { intent: request.intent } : {})}
          onClose={onClose}
        />
      );
    case 'image-gallery':
      return (
        <ImageGalleryDialog
          images={request.images}
          {...(request.title ? { title: request.title } : {})}
          onClose={onClose}
        />
      );
    case 'user-guide':
      // Hidden when no customer center is configured (docs/decisions.md#external-services-of-the-spec): nothing to show.
      return customerCenterUrl ? <UserGuideDialog url={customerCenterUrl} onClose={onClose} /> : null;
    case 'loading':
      return (
        <LoadingDialog
          until={request.until}
          {...(request.message ? { message: request.message } : {})}
          onClose={onClose}
        />
      );
    case 'campaign-info':
      return <CampaignInfoDialog campaign={request.campaign} onClose={onClose} />;
    case 'spot-filters':
      return (
        <SpotFiltersDialog
          filters={request.filters}
          {...(request.title ? { title: request.title } : {})}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
