import type { ReactNode } from 'react';

export interface NoticeProps {
  type: 'info' | 'warning' | 'error' | 'success';
  title: ReactNode;
  description?: ReactNode;
  /** A button beside the text (a retry). */
  action?: ReactNode;
  /** 'alert' for a failure the visitor must hear at once. */
  role?: 'alert' | 'status';
}

/** A message in a coloured box, as antd's Alert draws one (its icon left out). */
export function Notice({ type, title, description, action, role }: NoticeProps) {
  return (
    <div className={`nl-alert nl-alert--${type}`} role={role}>
      <div className="nl-alert-row">
        <div>
          <div className={description ? 'nl-strong' : undefined}>{title}</div>
          {description && <div>{description}</div>}
        </div>
        {action}
      </div>
    </div>
  );
}
