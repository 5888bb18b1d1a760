import { Button, Result } from 'antd';
import type { MarketingSignupResponse } from 'shared-contracts';
import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { AS_TEXT } from '../../../lib/as-text';

export interface SignupOutcomeProps {
  status: MarketingSignupResponse['status'];
  email: string;
  onAnother(): void;
}

/** What a visitor sees after signing up: a new subscription, or an e-mail already on the list. */
export function SignupOutcome({ status, email, onAnother }: SignupOutcomeProps) {
  const { t } = useMarketingTranslation();
  const subscribed = status === 'subscribed';
  return (
    <Result
      status={subscribed ? 'success' : 'info'}
      title={subscribed ? t('signup.success.title') : t('signup.already.title')}
      subTitle={
        subscribed
          ? t('signup.success.subtitle', { ...AS_TEXT, email })
          : t('signup.already.subtitle', { ...AS_TEXT, email })
      }
      extra={[
        <Link key="reports" to={MARKETING_PATHS.reportList}>
          {t('signup.seeReports')}
        </Link>,
        <Button key="another" onClick={onAnother}>
          {t('signup.another')}
        </Button>,
      ]}
    />
  );
}
