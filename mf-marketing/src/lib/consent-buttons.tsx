import type { AnalyticsConsent } from 'shared-contracts';
import { useMarketingTranslation } from './use-marketing-translation';

/** Accept and Decline, alike: refusing is as easy as accepting. */
export function ConsentButtons({ onChoose }: { onChoose(consent: AnalyticsConsent): void }) {
  const { t } = useMarketingTranslation();
  return (
    <div className="nl-flex nl-flex--tight">
      <button type="button" className="nl-button nl-button--default" onClick={() => onChoose('granted')}>
        {t('consent.accept')}
      </button>
      <button type="button" className="nl-button nl-button--default" onClick={() => onChoose('declined')}>
        {t('consent.decline')}
      </button>
    </div>
  );
}
