import { useEffect } from 'react';
import type { NotificationKind } from 'shared-contracts';
import { App } from '../lib/frame-antd';
import { FrameAntdProviders } from '../features/theme/antd/frame-antd-providers';

export interface PendingNotice {
  id: number;
  kind: NotificationKind;
  message: string;
}

interface FrameNotificationsProps {
  /** Notices asked for through the HostApi and not shown yet. */
  notices: readonly PendingNotice[];
  onShown(ids: readonly number[]): void;
}

function NoticeOutlet({ notices, onShown }: FrameNotificationsProps) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (notices.length === 0) return;
    for (const { kind, message } of notices) {
      // Bottom right for 6 seconds: the App's snackbar settings (SNACKBAR, docs/product.md#shell-frame).
      notification[kind]({ title: message });
    }
    onShown(notices.map((notice) => notice.id));
  }, [notices, notification, onShown]);
  return null;
}

/** The page's snackbar for the HostApi's notify, with antd loaded on the first notice (issue 16). */
export function FrameNotifications(props: FrameNotificationsProps) {
  return (
    <FrameAntdProviders>
      <NoticeOutlet {...props} />
    </FrameAntdProviders>
  );
}
