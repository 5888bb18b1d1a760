import { useId } from 'react';
import type { HostApi } from 'shared-contracts';
import { ViewHeader } from '../../view/view-header';
import { ComingSoonNotice } from '../coming-soon-notice/coming-soon-notice';

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
      <ViewHeader host={host} titleId={titleId} title={title} />
      <ComingSoonNotice i18n={host.i18n} />
    </section>
  );
}
