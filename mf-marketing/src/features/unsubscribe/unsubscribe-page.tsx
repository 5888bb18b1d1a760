import { HttpError } from 'shared-contracts';
import { useLocation } from 'shared-router';
import { PageLoading } from '../../lib/page-loading';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { useUnsubscribe } from './api/post-unsubscribe';
import { UnsubscribeOutcome } from './components/unsubscribe-outcome';

/**
 * /marketing/unsubscribe?token=…: the link of every e-mail to a signed-up visitor. Opening it
 * unsubscribes (docs/decisions.md#a-visitors-data).
 */
export function UnsubscribePage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  // A link without its token was cut: nothing to ask the API.
  return token ? <Unsubscribing token={token} /> : <UnsubscribeOutcome kind="invalid" />;
}

function Unsubscribing({ token }: { token: string }) {
  const { t } = useMarketingTranslation();
  const unsubscribe = useUnsubscribe(token);
  if (unsubscribe.isPending) {
    return <PageLoading label={t('unsubscribe.working')} />;
  }
  if (unsubscribe.isError) {
    const { error } = unsubscribe;
    const status = error instanceof HttpError ? error.status : 0;
    if (status === 404) return <UnsubscribeOutcome kind="gone" />;
    if (status >= 400 && status < 500) return <UnsubscribeOutcome kind="invalid" />;
    return <UnsubscribeOutcome kind="failed" onRetry={() => void unsubscribe.refetch()} />;
  }
  return <UnsubscribeOutcome kind={unsubscribe.data.status} email={unsubscribe.data.email} />;
}
