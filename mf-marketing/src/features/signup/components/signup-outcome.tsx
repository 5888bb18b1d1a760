import type { MarketingSignupResponse } from 'shared-contracts';
import { Link } from 'shared-router';
import { AS_TEXT } from '../../../lib/as-text';
import { Outcome } from '../../../lib/outcome';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

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
    <div role="status">
      <Outcome
        status={subscribed ? 'success' : 'info'}
        title={subscribed ? t('signup.success.title') : t('signup.already.title')}
        subtitle={
          subscribed
            ? t('signup.success.subtitle', { ...AS_TEXT, email })
            : t('signup.already.subtitle', { ...AS_TEXT, email })
        }
        extra={
          <>
            <Link to={MARKETING_PATHS.reportList}>{t('signup.seeReports')}</Link>
            <button type="button" className="nl-button nl-button--default" onClick={onAnother}>
              {t('signup.another')}
            </button>
          </>
        }
      />
    </div>
  );
}
