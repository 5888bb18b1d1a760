import { App } from '../lib/frame-antd';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'shared-router';
import { useShellServices } from './shell-services-context';

/** docs/product.md#shell-frame: snackbar bottom right, hidden after 6 seconds. */
const NOTIFICATION_SECONDS = 6;

/**
 * Connects the router's navigate and antd's notification API to the HostApi's bridge, so the one
 * HostApi built before React rendered navigates without a reload and notifies with the theme.
 */
export function HostBridgeConnector() {
  const { bridge } = useShellServices();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useLayoutEffect(
    () =>
      bridge.connect({
        navigate: (to) => void navigate(to),
        notify: (kind, message) =>
          notification[kind]({ title: message, placement: 'bottomRight', duration: NOTIFICATION_SECONDS }),
      }),
    [bridge, navigate, notification],
  );
  return null;
}
