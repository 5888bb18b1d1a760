import { isCountryCode } from 'shared-contracts';
import { Link } from 'shared-router';
import { AS_TEXT } from '../../lib/as-text';
import { countryLabel } from '../../lib/country-label';
import { Notice } from '../../lib/notice';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { RecordList } from './components/record-list';

/** /marketing/report/{countryId}: one country's reports; the id is a country code in any case. */
export function CountryReportPage({ countryId }: { countryId: string }) {
  const { t, i18n } = useMarketingTranslation();
  const code = countryId.toUpperCase();
  const known = isCountryCode(code);
  const country = countryLabel(countryId, i18n.language);
  return (
    <section>
      <h1 className="nl-h1">{t('reports.countryTitle', { ...AS_TEXT, country })}</h1>
      <div className="nl-flex nl-flex--between nl-flex--baseline" style={{ marginBottom: 24 }}>
        <Link to={MARKETING_PATHS.reportList}>{t('reports.allReports')}</Link>
        <Link to={MARKETING_PATHS.signup}>{t('reports.signUpPrompt')}</Link>
      </div>
      {known ? (
        <RecordList country={code} emptyText={t('reports.emptyCountry', { ...AS_TEXT, country })} />
      ) : (
        <Notice type="info" title={t('reports.unknownCountry', { ...AS_TEXT, code: countryId })} />
      )}
    </section>
  );
}
