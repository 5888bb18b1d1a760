import type { MarketingRecord } from 'shared-contracts';
import { Link } from 'shared-router';
import { countryName } from 'shared-ui/format';
import { AS_TEXT } from '../../../lib/as-text';
import { Icon } from '../../../lib/icons';
import { MARKETING_PATHS } from '../../../lib/paths';
import { imageSource } from '../../../lib/safe-url';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { RecordDocs } from './record-docs';

export interface RecordCardProps {
  record: MarketingRecord;
  /** On the list of all countries, each card links to its country's page. */
  linkToCountry: boolean;
}

/** One report: flag, name, description and its documents (docs/product.md#public-area). */
export function RecordCard({ record, linkToCountry }: RecordCardProps) {
  const { t, i18n } = useMarketingTranslation();
  const country = countryName(record.Country, i18n.language);
  const flag = imageSource(record['Flag Image']);
  return (
    <article aria-label={record.Name} className="nl-panel nl-record">
      {flag ? (
        <img
          src={flag}
          alt={t('reports.flagAlt', { ...AS_TEXT, country })}
          width={60}
          height={40}
          style={{ flexShrink: 0 }}
        />
      ) : (
        <span style={{ fontSize: 40, lineHeight: 1 }}>
          <Icon name="filePdf" />
        </span>
      )}
      <div className="nl-record-body">
        <h2 className="nl-h3">{record.Name}</h2>
        <p style={{ margin: 0 }}>{record.Description}</p>
        <RecordDocs record={record} />
        {linkToCountry && (
          <Link to={MARKETING_PATHS.report(record.Country)}>{t('reports.seeCountry', { ...AS_TEXT, country })}</Link>
        )}
      </div>
    </article>
  );
}
