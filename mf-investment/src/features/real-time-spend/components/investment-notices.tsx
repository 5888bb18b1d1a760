import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CountryCode, HostApi } from 'shared-contracts';
import { countryName } from 'shared-ui';
import { NAMESPACE } from '../../../locales';

export interface InvestmentNoticesProps {
  host: HostApi;
  excluded: readonly CountryCode[];
  inUsd: boolean;
}

/** Why some selected countries are missing, and that several countries are shown in USD (status notes, not alerts). */
export function InvestmentNotices({ host, excluded, inUsd }: InvestmentNoticesProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  if (excluded.length === 0 && !inUsd) return null;
  const names = excluded.map((code) => countryName(code, i18n.language)).join(', ');
  return (
    <Flex vertical gap={8}>
      {excluded.length > 0 && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('notices.excluded', { countries: names, interpolation: { escapeValue: false } })}
        />
      )}
      {inUsd && <Alert type="info" showIcon role="status" title={t('notices.usd')} />}
    </Flex>
  );
}
