import type { ComponentProps } from 'react';
import { QaOverrideBanner } from '../../features/qa-override/components/qa-override-banner';
import { FrameAntdProviders } from '../../features/theme/antd/frame-antd-providers';

/** The QA banner in the frame's antd providers, loaded on demand. */
export function FramedQaOverrideBanner(props: ComponentProps<typeof QaOverrideBanner>) {
  return (
    <FrameAntdProviders>
      <QaOverrideBanner {...props} />
    </FrameAntdProviders>
  );
}
