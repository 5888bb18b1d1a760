import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The clauses of the terms of use (docs/product.md#terms-of-use), in the order the spec lists them. */
const TERMS_CLAUSES = ['personal', 'minimumTerm', 'billing', 'lateFee', 'cancellation', 'sharing', 'resale'] as const;

/** The figures of the terms (docs/product.md#terms-of-use), passed to every language's text. */
const TERMS_FIGURES = {
  minimumMonths: 12,
  noticeDays: 30,
  lateFeePercent: 10,
  overdueDays: 30,
  unpaidInvoices: 3,
  penaltyTimes: 5,
} as const;

export function TermsOfUse() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('welcome.termsTitle')} style={{ maxHeight: 360, overflowY: 'auto' }}>
      <Typography.Paragraph>{t('welcome.termsIntro')}</Typography.Paragraph>
      <ol>
        {TERMS_CLAUSES.map((clause) => (
          <li key={clause}>
            <Typography.Text>{t(`welcome.terms.${clause}`, TERMS_FIGURES)}</Typography.Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
