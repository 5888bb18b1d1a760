import type { NotificationKind } from 'shared-contracts';

interface HostBridgeTargets {
  navigate(to: string): void;
  notify(kind: NotificationKind, message: string): void;
}

/**
 * The HostApi is built once, before React renders; navigation and notifications only exist
 * inside the router and antd's App. A component there connects them to this bridge.
 */
export interface HostBridge extends HostBridgeTargets {
  /** Routes calls to `targets` until the returned function disconnects them. */
  connect(targets: HostBridgeTargets): () => void;
}

const UNCONNECTED: HostBridgeTargets = {
  // Until the router is mounted, a full navigation is the only way to get there.
  navigate: (to) => window.location.assign(to),
  notify: (kind, message) => console.info(`[shell] ${kind}: ${message}`),
};

export function createHostBridge(): HostBridge {
  let current = UNCONNECTED;
  return {
    navigate: (to) => current.navigate(to),
    notify: (kind, message) => current.notify(kind, message),
    connect(targets) {
      current = targets;
      return () => {
        if (current === targets) current = UNCONNECTED;
      };
    },
  };
}
