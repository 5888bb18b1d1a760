import { Link } from 'shared-router';
import { AS_TEXT } from '../../../lib/as-text';
import { Outcome } from '../../../lib/outcome';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** How a click on the link ended: each has its own words (unsubscribe.<kind>.title / .subtitle). */
type UnsubscribeOutcomeKind = 'unsubscribed' | 'already-unsubscribed' | 'gone' | 'invalid' | 'failed';

const RESULT_STATUS = {
  unsubscribed: 'success',
  'already-unsubscribed': 'info',
  gone: 'info',
  invalid: 'warning',
  failed: 'error',
} as const;

interface UnsubscribeOutcomeProps {
  kind: UnsubscribeOutcomeKind;
  email?: string;
  onRetry?: () => void;
}

export function UnsubscribeOutcome({ kind, email = '', onRetry }: UnsubscribeOutcomeProps) {
  const { t } = useMarketingTranslation();
  return (
    <Outcome
      status={RESULT_STATUS[kind]}
      headingLevel={1}
      title={t(`unsubscribe.${kind}.title`)}
      subtitle={t(`unsubscribe.${kind}.subtitle`, { ...AS_TEXT, email })}
      extra={
        <>
          {onRetry && (
            <button type="button" className="nl-button nl-button--default" onClick={onRetry}>
              {t('unsubscribe.retry')}
            </button>
          )}
          <Link to={MARKETING_PATHS.privacy}>{t('unsubscribe.privacy')}</Link>
        </>
      }
    />
  );
}
