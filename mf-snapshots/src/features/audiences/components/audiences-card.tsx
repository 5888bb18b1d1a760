import { Alert, Card, Flex } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode, FilterItem, HostApi, MarketSearchBody, SnapType } from 'shared-contracts';
import { ChartCard, DataState, PieChart, pieCsv, toPieData, useSharedUiTranslation } from 'shared-ui';
import { useRoles } from '../../../lib/use-roles';
import { NAMESPACE } from '../../../locales';
import { useAudiences } from '../api/get-audiences';
import { audienceMode, audienceSlices, describeAudienceError, SAMPLE_AUDIENCE } from '../lib/audience-rules';

export interface AudiencesCardProps {
  host: HostApi;
  country: CountryCode | null;
  snapType: SnapType;
  snapFilter: FilterItem | null;
  body: MarketSearchBody;
}

const BAND = /^(male|female) (.+)$/;

/**
 * The audience donut: measured, blurred under the role warning, or sample data 'coming soon'.
 * Shown data is in a chart card, so its table (with a caption summing it up) is the donut's text
 * alternative; blurred data and errors show no chart to describe.
 */
export function AudiencesCard({ host, country, snapType, snapFilter, body }: AudiencesCardProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const { t: tShared } = useSharedUiTranslation(host.i18n);
  const mode = audienceMode(country, useRoles(host));
  const advertiser = snapType === 'advertisers' && snapFilter ? Number(snapFilter.id) : undefined;
  const request = useMemo(
    () => ({ search: body, ...(Number.isInteger(advertiser) ? { advertiser } : {}) }),
    [body, advertiser],
  );
  const query = useAudiences(host, request, mode === 'live');
  const nameOf = useCallback(
    (label: string) => {
      const [, sex, band] = BAND.exec(label) ?? [];
      return sex === 'male' || sex === 'female' ? t(`audiences.${sex}`, { band }) : label;
    },
    [t],
  );
  const sample = mode !== 'live' || query.data?.sample === true;
  const measured = query.data?.items;
  const slices = useMemo(
    () => audienceSlices(mode === 'live' ? (measured ?? []) : SAMPLE_AUDIENCE, nameOf),
    [mode, measured, nameOf],
  );
  const title = sample && mode !== 'locked' ? t('audiences.comingSoon') : t('audiences.title');
  const problem = query.error ? describeAudienceError(query.error, snapFilter !== null) : null;
  const chart = <PieChart i18n={host.i18n} label={title} data={slices} donut />;

  if (mode === 'locked') {
    return (
      <Card size="small" title={title} style={FULL_HEIGHT}>
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon role="alert" title={t('errors.audiences.role')} />
          {/* The data stays out of reach: a blurred sample that screen readers skip. */}
          <div data-testid="audiences-blurred" aria-hidden style={{ filter: 'blur(6px)', pointerEvents: 'none' }}>
            {chart}
          </div>
        </Flex>
      </Card>
    );
  }
  if (problem) {
    return (
      <Card size="small" title={title} style={FULL_HEIGHT}>
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={'key' in problem ? t(problem.key) : (problem.message ?? tShared('errors.data.fallback'))}
        />
      </Card>
    );
  }

  // The bands' values are already shares of the audience: no count column.
  const columns = { name: t('table.name'), share: t('table.share') };
  return (
    <ChartCard
      i18n={host.i18n}
      title={title}
      csv={() => pieCsv(toPieData(slices, tShared('charts.others')), columns)}
      style={FULL_HEIGHT}
    >
      <DataState i18n={host.i18n} isLoading={query.isLoading} error={null} isEmpty={slices.length === 0}>
        <Flex vertical gap={12}>
          {sample && <Alert type="info" showIcon title={t('audiences.sampleNote')} />}
          {chart}
        </Flex>
      </DataState>
    </ChartCard>
  );
}

const FULL_HEIGHT = { height: '100%' } as const;
