import { Alert, Flex, Typography } from 'antd';
import { isCountryCode } from 'shared-contracts';
import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { countryLabel } from '../../lib/country-label';
import { RecordList } from './components/record-list';
import { AS_TEXT } from '../../lib/as-text';

/** /marketing/report/{countryId}: one country's reports; the id is a country code in any case. */
export function CountryReportPage({ countryId }: { countryId: string }) {
  const { t, i18n } = useMarketingTranslation();
  const code = countryId.toUpperCase();
  const known = isCountryCode(code);
  const country = countryLabel(countryId, i18n.language);
  return (
    <section>
      <Typography.Title level={1}>{t('reports.countryTitle', { ...AS_TEXT, country })}</Typography.Title>
      <Flex justify="space-between" align="baseline" gap={16} wrap style={{ marginBottom: 24 }}>
        <Link to={MARKETING_PATHS.reportList}>{t('reports.allReports')}</Link>
        <Link to={MARKETING_PATHS.signup}>{t('reports.signUpPrompt')}</Link>
      </Flex>
      {known ? (
        <RecordList country={code} emptyText={t('reports.emptyCountry', { ...AS_TEXT, country })} />
      ) : (
        <Alert type="info" showIcon title={t('reports.unknownCountry', { ...AS_TEXT, code: countryId })} />
      )}
    </section>
  );
}
