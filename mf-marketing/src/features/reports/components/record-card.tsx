import { FilePdfOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { MarketingRecord } from 'shared-contracts';
import { countryName } from 'shared-ui';
import { Link } from 'shared-router';
import { MARKETING_PATHS } from '../../../lib/paths';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { imageSource } from '../../../lib/safe-url';
import { RecordDocs } from './record-docs';
import { AS_TEXT } from '../../../lib/as-text';

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
    <article aria-label={record.Name} style={{ height: '100%' }}>
      <Card style={{ height: '100%' }}>
        <Flex gap={16} align="flex-start">
          {flag ? (
            <img
              src={flag}
              alt={t('reports.flagAlt', { ...AS_TEXT, country })}
              width={60}
              height={40}
              style={{ flexShrink: 0 }}
            />
          ) : (
            <FilePdfOutlined aria-hidden style={{ fontSize: 40 }} />
          )}
          <Flex vertical gap={8} style={{ minWidth: 0 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {record.Name}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0 }}>{record.Description}</Typography.Paragraph>
            <RecordDocs record={record} />
            {linkToCountry && (
              <Link to={MARKETING_PATHS.report(record.Country)}>
                {t('reports.seeCountry', { ...AS_TEXT, country })}
              </Link>
            )}
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
