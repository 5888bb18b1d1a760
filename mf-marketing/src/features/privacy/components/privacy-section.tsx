import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One topic of the privacy page under its heading, named by it. */
export function PrivacySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id}>
        {heading}
      </Typography.Title>
      {children}
    </section>
  );
}
