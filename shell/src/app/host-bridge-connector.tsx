import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'shared-router';
import { useStaysTrue } from '../lib/use-stays-true';
import type { PendingNotice } from './frame-notifications';
import { useShellServices } from './shell-services-context';

// antd's notifications load with the first notice: the login page shows none (issue 16).
const FrameNotifications = lazy(() =>
  import('./frame-notifications').then((module) => ({ default: module.FrameNotifications })),
);

let nextNoticeId = 0;

/**
 * Connects the router's navigate and antd's notification API to the HostApi's bridge, so the one
 * HostApi built before React rendered navigates without a reload and notifies with the theme.
 * A notice asked for before antd has loaded waits here until it has.
 */
export function HostBridgeConnector() {
  const { bridge } = useShellServices();
  const navigate = useNavigate();
  const [notices, setNotices] = useState<readonly PendingNotice[]>([]);
  const outletNeeded = useStaysTrue(notices.length > 0);
  useLayoutEffect(
    () =>
      bridge.connect({
        navigate: (to) => void navigate(to),
        notify: (kind, message) => {
          nextNoticeId += 1;
          setNotices((pending) => [...pending, { id: nextNoticeId, kind, message }]);
        },
      }),
    [bridge, navigate],
  );
  const dropShown = useCallback(
    (ids: readonly number[]) => setNotices((pending) => pending.filter((notice) => !ids.includes(notice.id))),
    [],
  );
  if (!outletNeeded) return null;
  return (
    <Suspense fallback={null}>
      <FrameNotifications notices={notices} onShown={dropShown} />
    </Suspense>
  );
}
