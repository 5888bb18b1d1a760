import { Typography } from 'antd';
import { useHost } from '../../app/host-context';
import { INLINE_LINK_STYLE } from '../../lib/inline-link-style';
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
    <a href={`mailto:${contact}`} style={INLINE_LINK_STYLE}>
      {contact}
    </a>
  );
  return (
    <article aria-labelledby="marketing-privacy-title" style={{ maxWidth: 760 }}>
      <Typography.Title level={1} id="marketing-privacy-title">
        {t('privacy.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('privacy.intro')}{' '}
        {contact ? (
          <>
            {t('privacy.contact')} {mailTo}
          </>
        ) : null}
      </Typography.Paragraph>
      <PrivacySection id="marketing-privacy-collected" heading={t('privacy.collected.heading')}>
        <Typography.Paragraph>{t('privacy.collected.signup')}</Typography.Paragraph>
        <Typography.Paragraph>{t('privacy.collected.statistics')}</Typography.Paragraph>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-kept" heading={t('privacy.kept.heading')}>
        <Typography.Paragraph>{t('privacy.kept.text')}</Typography.Paragraph>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-rights" heading={t('privacy.rights.heading')}>
        <Typography.Paragraph>{t('privacy.rights.intro')}</Typography.Paragraph>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacy.rights.${right}`)}</li>
          ))}
        </ul>
        <Typography.Paragraph>{t('privacy.rights.complaint')}</Typography.Paragraph>
      </PrivacySection>
      <PrivacySection id="marketing-privacy-erasure" heading={t('privacy.erasure.heading')}>
        <Typography.Paragraph>{t('privacy.erasure.unsubscribe')}</Typography.Paragraph>
        <Typography.Paragraph>
          {contact ? (
            <>
              {t('privacy.erasure.ask')} {mailTo}
            </>
          ) : (
            t('privacy.erasure.askByReply')
          )}
        </Typography.Paragraph>
      </PrivacySection>
      <StatisticsAnswer />
    </article>
  );
}
