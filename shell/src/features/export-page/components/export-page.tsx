import { Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'shared-router';
import { useExportMail } from '../api/request-export-mail';
import { parseExportRequest } from '../lib/export-request';

/** /dashboard/export/{type}/{format}: requests the report by e-mail and says when the tab may close. */
export function ExportPage() {
  const { t } = useTranslation();
  const { type, format } = useParams();
  const [query] = useSearchParams();
  const request = useMemo(() => parseExportRequest(type, format, query), [type, format, query]);
  const mail = useExportMail(request);

  if (!request) return <Result status="warning" title={t('exportPage.invalid')} />;
  if (mail.isError) return <Result status="error" title={t('exportPage.failed')} subTitle={mail.error.message} />;
  if (mail.isSuccess)
    return <Result status="success" title={t('exportPage.done')} subTitle={t('exportPage.closeTab')} />;
  return (
    <div role="status" aria-live="polite">
      <Result icon={<Spin size="large" />} title={t('exportPage.wait')} subTitle={t('exportPage.waitDetail')} />
    </div>
  );
}
