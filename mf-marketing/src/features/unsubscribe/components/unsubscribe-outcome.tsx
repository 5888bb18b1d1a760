import { Button, Result, Typography } from 'antd';
import { Link } from 'shared-router';
import { AS_TEXT } from '../../../lib/as-text';
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
    <Result
      status={RESULT_STATUS[kind]}
      title={
        <Typography.Title level={1} style={{ marginBottom: 0 }}>
          {t(`unsubscribe.${kind}.title`)}
        </Typography.Title>
      }
      subTitle={t(`unsubscribe.${kind}.subtitle`, { ...AS_TEXT, email })}
      extra={[
        onRetry && (
          <Button key="retry" onClick={onRetry}>
            {t('unsubscribe.retry')}
          </Button>
        ),
        <Link key="privacy" to={MARKETING_PATHS.privacy}>
          {t('unsubscribe.privacy')}
        </Link>,
      ]}
    />
  );
}
