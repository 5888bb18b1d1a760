import { RemoteView } from '../features/remote-view/components/remote-view';
import { SharedAntdFrame } from '../features/theme/antd/shared-antd-frame';
import { ShellQueryProvider } from '../lib/shell-queries/shell-query-provider';

/** The public pages: the marketing remote, under the shared antd's providers. */
export function PublicPages() {
  return (
    <SharedAntdFrame>
      <ShellQueryProvider>
        <RemoteView remote="mf-marketing" page="home" />
      </ShellQueryProvider>
    </SharedAntdFrame>
  );
}
