import { ConsentButtons } from '../../../lib/consent-buttons';
import { useAnalyticsConsent } from '../../../lib/use-analytics-consent';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** The visitor's answer about the statistics, and the buttons to change it: withdrawing is as easy as giving. */
export function StatisticsAnswer() {
  const { t } = useMarketingTranslation();
  const answer = useAnalyticsConsent();
  // A host that does not ask has no answer to show or change.
  if (!answer) return null;
  const state = answer.consent ?? 'unanswered';
  return (
    <section aria-labelledby="marketing-privacy-statistics">
      <h2 className="nl-h2" id="marketing-privacy-statistics">
        {t('privacy.statistics.heading')}
      </h2>
      <p className="nl-paragraph" role="status">
        {t(`privacy.statistics.${state}`)} {t('privacy.statistics.remembered')}
      </p>
      <ConsentButtons onChoose={answer.choose} />
    </section>
  );
}
