import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** Under the form: what is done with the visitor's details, before they send them (docs/decisions.md#a-visitors-data). */
export function SignupPrivacyNotice() {
  const { t } = useMarketingTranslation();
  return (
    <p className="nl-paragraph nl-secondary nl-narrow" style={{ marginTop: 16 }}>
      {t('signup.privacy.notice')}{' '}
      <Link to={MARKETING_PATHS.privacy} className="nl-link">
        {t('signup.privacy.link')}
      </Link>
    </p>
  );
}
