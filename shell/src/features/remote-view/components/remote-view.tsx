import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageId, RemoteId } from 'shared-contracts';
import { hostForPage } from '../lib/page-host';
import { RemoteErrorView } from './remote-error-view';
import { RemoteViewOf } from './remote-view-of';

interface RemoteViewProps {
  remote: RemoteId;
  page: PageId;
}

/**
 * Mounts one remote's page inside the shell's outlet: a spinner while it loads, and a failure
 * with a retry (or the contract clash) in place of the view if anything goes wrong.
 */
export function RemoteView({ remote, page }: RemoteViewProps) {
  const { t } = useTranslation('shell');
  return (
    <RemoteViewOf
      key={remote}
      remote={remote}
      page={page}
      loading={
        <Flex align="center" justify="center" style={{ minHeight: 240 }}>
          <Spin size="large" description={t('remote.loading')} />
        </Flex>
      }
      Failure={RemoteErrorView}
      hostFor={hostForPage}
    />
  );
}
