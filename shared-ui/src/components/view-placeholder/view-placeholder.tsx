import { Typography } from 'antd';
import { useId } from 'react';
import type { HostApi } from 'shared-contracts';
import { ComingSoonNotice } from '../coming-soon-notice/coming-soon-notice';
import { AppliedSearchSummary } from './applied-search-summary';

export interface ViewPlaceholderProps {
  host: HostApi;
  /** The view's translated title. */
  title: string;
}

/**
 * Stands in for a data view until its issue lands: the title, the applied search it will
 * follow, and a note that the content comes later. Replace it, don't extend it.
 */
export function ViewPlaceholder({ host, title }: ViewPlaceholderProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title id={titleId} level={1}>
        {title}
      </Typography.Title>
      <AppliedSearchSummary host={host} />
      <ComingSoonNotice i18n={host.i18n} />
    </section>
  );
}
