import { useEffect } from 'react';
import { useLocation } from 'shared-router';
import { isDataPage } from '../../features/navigation/navigation-store';
import { useNavigationStore } from '../../features/navigation/navigation-context';
import { pageOfPath } from '../../features/navigation/lib/report-link';
import { WelcomeDialog } from '../../features/welcome/components/welcome-dialog';
import { useShellServices } from '../shell-services-context';
import { ChatButton } from './chat-button';
import { DialogHost } from './dialog-host';
import { useSidebarData } from './use-sidebar-data';

/**
 * Remembers the last data page visited, which stands in for the section on pages without one
 * (saved-report links). On its own, so that a page change renders nothing else here.
 */
function LastDataPageKeeper() {
  const navigation = useNavigationStore();
  const page = pageOfPath(useLocation().pathname);
  useEffect(() => {
    if (isDataPage(page)) navigation.setState({ selectedPage: page });
  }, [navigation, page]);
  return null;
}

/**
 * What the dashboard frame shows besides its bars: the dialogs (the dialog store's and the
 * welcome dialog) and the chat button.
 */
export function DashboardFrameExtras() {
  const { chatUrl } = useShellServices().env.external;
  // Below the large breakpoint the sidebar is a drawer that mounts when first opened; its data
  // loads with the frame all the same.
  useSidebarData();
  return (
    <>
      <LastDataPageKeeper />
      <DialogHost />
      <WelcomeDialog />
      <ChatButton chatUrl={chatUrl} />
    </>
  );
}
