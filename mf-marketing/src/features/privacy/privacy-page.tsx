import { useHost } from '../../app/host-context';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { PrivacySection } from './components/privacy-section';
import { StatisticsAnswer } from './components/statistics-answer';

const RIGHTS = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'withdraw'] as const;

/**
 * /marketing/privacy: what is collected from a visitor, why, for how long, their rights under the
 * GDPR and how to unsubscribe or have the data erased (docs/decisions.md#a-visitors-data).
 */
export function PrivacyPage() {
  const { t } = useMarketingTranslation();
  const contact = useHost().config.external.supportEmail;
  const mailTo = contact && (
    <a href={`mailto:${contact}`} className="nl-link">
      {contact}
    </a>
  );
  return (
    <article aria-labelledby="marketing-privacy-title" className="nl-prose">
      <h1 className="nl-h1" id="marketing-privacy-title">
        {t('privacy.title')}
      </h1>
      <p className="nl-paragraph">
        {t('privacy.intro')}{' '}
        {contact ? (
          <>
            {t('privacy.contact')} {mailTo}
          </>
        ) : null}
      </p>
      <PrivacySection id="marketing-privacy-collected" heading={t('privacy.collected.heading')}>
        <p className="nl-paragraph">{t('privacy.collected.signup')}</p>
        <p className="nl-paragraph">{t('privacy.collected.statistics')}</p>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-kept" heading={t('privacy.kept.heading')}>
        <p className="nl-paragraph">{t('privacy.kept.text')}</p>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-rights" heading={t('privacy.rights.heading')}>
        <p className="nl-paragraph">{t('privacy.rights.intro')}</p>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacy.rights.${right}`)}</li>
          ))}
        </ul>
        <p className="nl-paragraph">{t('privacy.rights.complaint')}</p>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-erasure" heading={t('privacy.erasure.heading')}>
        <p className="nl-paragraph">{t('privacy.erasure.unsubscribe')}</p>
        <p className="nl-paragraph">
          {contact ? (
            <>
              {t('privacy.erasure.ask')} {mailTo}
            </>
          ) : (
            t('privacy.erasure.askByReply')
          )}
        </p>
      </PrivacySection>
      <StatisticsAnswer />
    </article>
  );
}
