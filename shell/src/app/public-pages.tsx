import { RemoteView } from '../features/remote-view/components/remote-view';
import { SharedAntdFrame } from '../features/theme/antd/shared-antd-frame';

/** The public pages: the marketing remote, under the shared antd's providers. */
export function PublicPages() {
  return (
    <SharedAntdFrame>
      <RemoteView remote="mf-marketing" page="home" />
    </SharedAntdFrame>
  );
}
