import { Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-router';
import { defaultDateRange, HttpError, ROUTES, todayInProductZone, type PageId } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { isSearchPage, useSearchActions, useSearchStore } from '../../search';
import { useRoles } from '../../search-toolbar';
import { useReportSearch } from '../api/get-report-search';
import { parseReportId, reportLanding, searchOfReport } from '../lib/report-search';

interface OpenSavedReportProps {
  /** The page of the route, /dashboard/{page}/{reportId}: where the user stays if it cannot open. */
  page: PageId;
  /** The route's id, as typed. */
  rawId: string;
  /** The day the report's window ends (today in the product's zone). */
  today?: () => string;
}

/**
 * /dashboard/{page}/{reportId} (docs/product.md#saved-reports): the report's filters and countries become the
 * search, the queue is cleared and the user goes to Share of Voice; a report saved on Compare also
 * sets what is compared and goes to Compare, for a user who may see it. An id that matches none of
 * the user's reports says so, and the current search stays, on the page of the route.
 */
export function OpenSavedReport({ page, rawId, today = () => todayInProductZone() }: OpenSavedReportProps) {
  const { t } = useTranslation();
  const host = useHost();
  const navigate = useNavigate();
  const roles = useRoles();
  const actions = useSearchActions();
  const store = useSearchStore();
  const id = parseReportId(rawId);
  const report = useReportSearch(id);
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current) return;
    const stay = (message: string) => {
      settled.current = true;
      host.notify('error', message);
      void navigate(ROUTES.page(page), { replace: true });
    };
    if (id === null) return stay(t('reports.openMissing', { id: rawId }));
    if (report.isError) {
      const missing = report.error instanceof HttpError && report.error.status === 404;
      return stay(t(missing ? 'reports.openMissing' : 'reports.openFailed', { id }));
    }
    if (!report.data) return;
    const landing = reportLanding(roles, report.data);
    if (!landing || !isSearchPage(landing)) return stay(t('reports.openFailed'));
    const context = { page: landing, roles };
    const search = searchOfReport(report.data, store.getState().selectedTab, today(), landing);
    let rejection = actions.applyShared(search, context);
    // A window the landing page refuses (a weekly report on Real-Time Spend): its default range.
    if (rejection && rejection !== 'countriesNotAllowed')
      rejection = actions.applyShared({ ...search, ...defaultDateRange(today()) }, context);
    if (rejection === 'countriesNotAllowed') return stay(t('reports.openCountries'));
    if (rejection) return stay(t(rejection));
    settled.current = true;
    host.track('report:open', { reportId: id, from: page, to: landing });
    void navigate(ROUTES.page(landing), { replace: true });
  }, [actions, host, id, navigate, page, rawId, report.data, report.error, report.isError, roles, store, t, today]);

  return (
    <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
      <Spin />
      <Typography.Text>{t('reports.opening')}</Typography.Text>
    </Flex>
  );
}
