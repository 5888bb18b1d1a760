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
 * What the dashboard frame shows besides its bars: the dialogs (the dialog store's and the
 * welcome dialog) and the chat button. It also remembers the last data page visited, which
 * stands in for the section on pages without one (saved-report links).
 */
export function DashboardFrameExtras() {
  const navigation = useNavigationStore();
  const { chatUrl } = useShellServices().env.external;
  const page = pageOfPath(useLocation().pathname);
  // Below the large breakpoint the sidebar is a drawer that mounts when first opened; its data
  // loads with the frame all the same.
  useSidebarData();
  useEffect(() => {
    if (isDataPage(page)) navigation.setState({ selectedPage: page });
  }, [navigation, page]);
  return (
    <>
      <DialogHost />
      <WelcomeDialog />
      <ChatButton chatUrl={chatUrl} />
    </>
  );
}
