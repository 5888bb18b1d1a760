import { Link } from 'shared-router';
import { ConsentButtons } from '../../lib/consent-buttons';
import { MARKETING_PATHS } from '../../lib/paths';
import { useAnalyticsConsent } from '../../lib/use-analytics-consent';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';

/**
 * Asks once whether the public pages may count the visit; the shell sends nothing until the
 * visitor accepts (docs/decisions.md#a-visitors-data). In the page's flow above the header, not
 * over it: first in the keyboard's order, and it hides nothing the visitor wants to reach.
 */
export function ConsentBanner() {
  const { t } = useMarketingTranslation();
  const answer = useAnalyticsConsent();
  if (!answer || answer.consent !== null) return null;
  return (
    <section className="nl-consent" aria-labelledby="marketing-consent-title">
      <div className="nl-consent-body nl-flex nl-flex--between">
        <div className="nl-consent-text">
          <strong className="nl-strong" id="marketing-consent-title">
            {t('consent.title')}
          </strong>
          <span>
            {t('consent.text')}{' '}
            {/* Inside a sentence a link is underlined: its colour alone does not set it apart (WCAG 1.4.1). */}
            <Link to={MARKETING_PATHS.privacy} className="nl-link">
              {t('consent.more')}
            </Link>
          </span>
        </div>
        <ConsentButtons onChoose={answer.choose} />
      </div>
    </section>
  );
}
