import { RemoteErrorView, type RemoteErrorViewProps } from '../features/remote-view/components/remote-error-view';
import { FrameAntdProviders } from '../features/theme/antd/frame-antd-providers';

/** The public pages' remote failed: its failure as the dashboard shows one, with antd loaded for it. */
export function PublicPageFailure(props: RemoteErrorViewProps) {
  return (
    <FrameAntdProviders>
      <RemoteErrorView {...props} />
    </FrameAntdProviders>
  );
}
