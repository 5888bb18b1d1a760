import { FrameAntdProviders } from '../../theme';
import { SessionExpiredDialog } from './session-expired-dialog';

/** The session-expired dialog in the frame's antd providers, loaded on demand. */
export function SessionExpiredOverlay() {
  return (
    <FrameAntdProviders>
      <SessionExpiredDialog />
    </FrameAntdProviders>
  );
}
