import { DownloadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { MarketingRecord } from 'shared-contracts';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { sameOriginPath } from '../../../lib/safe-url';
import { AS_TEXT } from '../../../lib/as-text';

/** A record's documents as download links; a document whose URL leaves the origin is named, not linked. */
export function RecordDocs({ record }: { record: MarketingRecord }) {
  const { t } = useMarketingTranslation();
  if (record.Docs.length === 0) return <Typography.Text type="secondary">{t('reports.noDocs')}</Typography.Text>;
  return (
    <ul
      aria-label={t('reports.docsLabel', { ...AS_TEXT, name: record.Name })}
      style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
    >
      {record.Docs.map((doc) => {
        const href = sameOriginPath(doc.url);
        return (
          <li key={`${doc.name}:${doc.url}`}>
            {href ? (
              <a href={href} download>
                <DownloadOutlined aria-hidden /> {doc.name}
              </a>
            ) : (
              <Typography.Text>{doc.name}</Typography.Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
