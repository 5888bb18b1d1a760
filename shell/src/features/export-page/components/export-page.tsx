import { Result, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'shared-router';
import { countryList } from 'shared-ui';
import { useExportMail } from '../api/request-export-mail';
import { parseExportRequest } from '../lib/export-request';

/** /dashboard/export/{type}/{format}: requests the report by e-mail and says when the tab may close. */
export function ExportPage() {
  const { t, i18n } = useTranslation();
  const { type, format } = useParams();
  const [query] = useSearchParams();
  const request = useMemo(() => parseExportRequest(type, format, query), [type, format, query]);
  const mail = useExportMail(request);

  if (!request) return <Result status="warning" title={t('exportPage.invalid')} />;
  if (mail.isError) return <Result status="error" title={t('exportPage.failed')} subTitle={mail.error.message} />;
  // The countries the file holds, said while it is made and once it is sent.
  const countries = t('exportPage.countries', {
    countries: countryList(request.body.countries ?? [request.body.country], i18n.language),
    interpolation: { escapeValue: false },
  });
  if (mail.isSuccess)
    return (
      <Result status="success" title={t('exportPage.done')} subTitle={`${countries}. ${t('exportPage.closeTab')}`} />
    );
  return (
    <div role="status" aria-live="polite">
      <Result
        icon={<Spin size="large" />}
        title={t('exportPage.wait')}
        subTitle={`${countries}. ${t('exportPage.waitDetail')}`}
      />
    </div>
  );
}
