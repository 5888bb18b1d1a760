import { Flex, Typography } from 'antd';
import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { RecordList } from './components/record-list';

/** /marketing/report-list: every country's reports. */
export function ReportListPage() {
  const { t } = useMarketingTranslation();
  return (
    <section>
      <Typography.Title level={1}>{t('reports.listTitle')}</Typography.Title>
      <Flex justify="space-between" align="baseline" gap={16} wrap style={{ marginBottom: 24 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('reports.intro')}</Typography.Paragraph>
        <Link to={MARKETING_PATHS.signup}>{t('reports.signUpPrompt')}</Link>
      </Flex>
      <RecordList country={null} emptyText={t('reports.empty')} />
    </section>
  );
}
