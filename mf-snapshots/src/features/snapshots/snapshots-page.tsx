import { Col, Flex, Row, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole, ROLES, trendGrainOf, type HostApi } from 'shared-contracts';
import { formatCount, preloadCharts, ViewPage } from 'shared-ui';
import { NotInPlanCard } from '../../lib/not-in-plan-card';
import { SnapshotDataState } from '../../lib/snapshot-data-state';
import { useRoles } from '../../lib/use-roles';
import { useSnapshotSearch } from './hooks/use-snapshot-search';
import { NAMESPACE } from '../../locales';
import { AudiencesCard } from '../audiences/components/audiences-card';
import { SnapshotTable } from '../snapshot-table/components/snapshot-table';
import { useSnapshotSoi, useSnapshotSov } from './api/get-snapshot-breakdown';
import { SnapshotSummary } from './components/snapshot-summary';
import { TopTenTable } from './components/top-ten-table';
import { SharePies } from './components/share-pies';
import { TrendingBars, TrendingSovSoi } from './components/trending-charts';
import { SecondPies } from './components/second-pies';
import { CampaignCarousel } from './components/campaign-carousel';

export interface SnapshotsPageProps {
  host: HostApi;
}

/**
 * Snapshots (page `snapshots`): a one-page summary of one country by industry, advertiser or
 * publisher. The shell's toolbar owns the type, the filter and the date rules; this page reads them.
 */
export function SnapshotsPage({ host }: SnapshotsPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const search = useSnapshotSearch(host);
  const roles = useRoles(host);
  const withInvestment = hasRole(roles, ROLES.investment);
  const withCampaigns = hasRole(roles, ROLES.campaign);
  const language = i18n.language;
  // The chart library downloads while the data is on its way.
  useEffect(() => void preloadCharts(), []);
  const sovQuery = useSnapshotSov(host, search.queryKey);
  const soiQuery = useSnapshotSoi(host, search.queryKey, withInvestment);
  const sov = sovQuery.data;
  const soi = withInvestment ? soiQuery : undefined;
  const fullTable = useRef<HTMLDivElement>(null);
  const dimensionName = t(`dimensions.${search.chartDimension}`).toLocaleLowerCase();
  const spots = sov?.tableData.reduce((sum, row) => sum + row.total, 0) ?? 0;
  // The trends' grain follows the range, as the API's does.
  const range = search.body[0];
  const grain = range ? trendGrainOf(range.since, range.until) : 'day';

  return (
    <ViewPage
      host={host}
      title={t('page.title')}
      dataCountries={search.country ? [search.country] : []}
      {...(spots > 0 ? { figure: t('page.totalSpots', { spots: formatCount(spots) }) } : {})}
      note={
        search.snapFilter && (
          <Typography.Text type="secondary">
            {t('page.filteredBy', {
              dimension: dimensionName,
              name: search.snapFilter.label,
              interpolation: { escapeValue: false },
            })}
          </Typography.Text>
        )
      }
    >
      <SnapshotDataState
        host={host}
        isLoading={sovQuery.isLoading}
        error={sovQuery.error}
        isEmpty={!sov || sov.tableData.length === 0}
      >
        {sov && (
          <Flex vertical gap={16}>
            <SharePies host={host} dimension={search.chartDimension} sov={sov} soi={soi} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <TopTenTable
                  host={host}
                  dimension={search.chartDimension}
                  rows={sov.tableData}
                  onViewAll={() => fullTable.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
                />
              </Col>
              <Col xs={24} xl={12}>
                {soi ? (
                  <SnapshotDataState host={host} isLoading={soi.isLoading} error={soi.error} isEmpty={!soi.data}>
                    {soi.data && <TrendingSovSoi host={host} sov={sov} soi={soi.data} grain={grain} />}
                  </SnapshotDataState>
                ) : (
                  <NotInPlanCard host={host} title={t('charts.trendingEmpty')} />
                )}
              </Col>
            </Row>
            <SnapshotSummary host={host} search={search} />
            {/* A publisher's snapshot already shows its advertisers above. */}
            {search.secondDimension !== search.chartDimension && (
              <SecondPies
                host={host}
                dimension={search.secondDimension}
                body={search.body}
                language={language}
                withInvestment={withInvestment}
              />
            )}
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={10}>
                <AudiencesCard
                  host={host}
                  country={search.country}
                  snapType={search.snapType}
                  snapFilter={search.snapFilter}
                  body={search.body}
                />
              </Col>
              <Col xs={24} xl={14}>
                <TrendingBars host={host} sov={sov} grain={grain} />
              </Col>
            </Row>
            {withCampaigns && <CampaignCarousel host={host} body={search.body} language={language} />}
            <SnapshotTable
              host={host}
              snapType={search.snapType}
              dimension={search.chartDimension}
              body={search.body}
              language={language}
              cardRef={fullTable}
            />
          </Flex>
        )}
      </SnapshotDataState>
    </ViewPage>
  );
}
