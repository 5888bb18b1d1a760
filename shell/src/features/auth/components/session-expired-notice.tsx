import { lazy, Suspense } from 'react';
import { useStaysTrue } from '../../../lib/use-stays-true';
import { useSessionMeta } from '../auth-context';

// The dialog and antd's Modal load when the session expires, not with the login page (issue 16).
const SessionExpiredOverlay = lazy(() =>
  import('./session-expired-overlay').then((module) => ({ default: module.SessionExpiredOverlay })),
);

/** Mounts the session-expired dialog once the session has expired, and keeps it for its closing. */
export function SessionExpiredNotice() {
  const expired = useSessionMeta((state) => state.expired);
  if (!useStaysTrue(expired)) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredOverlay />
    </Suspense>
  );
}
