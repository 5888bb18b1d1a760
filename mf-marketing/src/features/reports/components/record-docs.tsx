import type { MarketingRecord } from 'shared-contracts';
import { AS_TEXT } from '../../../lib/as-text';
import { Icon } from '../../../lib/icons';
import { sameOriginPath } from '../../../lib/safe-url';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** A record's documents as download links; a document whose URL leaves the origin is named, not linked. */
export function RecordDocs({ record }: { record: MarketingRecord }) {
  const { t } = useMarketingTranslation();
  if (record.Docs.length === 0) return <span className="nl-secondary">{t('reports.noDocs')}</span>;
  return (
    <ul className="nl-plain-list" aria-label={t('reports.docsLabel', { ...AS_TEXT, name: record.Name })}>
      {record.Docs.map((doc) => {
        const href = sameOriginPath(doc.url);
        return (
          <li key={`${doc.name}:${doc.url}`}>
            {href ? (
              <a href={href} download>
                <Icon name="download" /> {doc.name}
              </a>
            ) : (
              <span>{doc.name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
