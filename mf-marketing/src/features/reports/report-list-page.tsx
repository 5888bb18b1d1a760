import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { RecordList } from './components/record-list';

/** /marketing/report-list: every country's reports. */
export function ReportListPage() {
  const { t } = useMarketingTranslation();
  return (
    <section>
      <h1 className="nl-h1">{t('reports.listTitle')}</h1>
      <div className="nl-flex nl-flex--between nl-flex--baseline" style={{ marginBottom: 24 }}>
        <p style={{ margin: 0 }}>{t('reports.intro')}</p>
        <Link to={MARKETING_PATHS.signup}>{t('reports.signUpPrompt')}</Link>
      </div>
      <RecordList country={null} emptyText={t('reports.empty')} />
    </section>
  );
}
