import { FileAddOutlined, FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-router';
import { ROUTES, type PageId } from 'shared-contracts';
import { useSession } from '../../features/auth/auth-context';
import { useNavigation } from '../../features/navigation/navigation-context';
import { reportLinkPage, reportSection } from '../../features/navigation/lib/report-link';
import { MENU_LINK_STYLE } from './menu-link-style';
import { useReports } from '../../features/reports/api/get-reports';

const NO_ROLES: readonly string[] = [];

export const MY_REPORTS_KEY = 'my-reports';
export const SAVE_REPORT_KEY = 'save-report';

/**
 * My Reports (docs/product.md#saved-reports): 'Save New', then each saved report linked to the section it
 * opens in, from `currentPage` (a report saved on Compare: to Compare). `onOpenReport` runs when a report
 * link is followed (the page-change resets).
 */
export function useReportMenuItems(
  currentPage: string | null,
  onOpenReport: (section: PageId) => void,
): NonNullable<MenuProps['items']>[number] {
  const { t } = useTranslation();
  const roles = useSession((state) => state.claims?.roles ?? NO_ROLES);
  // The section, not the last data page: remembering a new data page must not draw the sidebar again.
  const section = useNavigation((state) => reportSection(currentPage, state.selectedPage, roles));
  const reports = useReports();
  const reportItems = (section ? (reports.data ?? []) : []).map((report) => {
    const page = section && reportLinkPage(report, section, roles);
    return {
      key: `report:${report.id}`,
      icon: <FileTextOutlined />,
      label: page && (
        <Link to={`${ROUTES.page(page)}/${report.id}`} onClick={() => onOpenReport(page)} style={MENU_LINK_STYLE}>
          {report.name}
        </Link>
      ),
    };
  });
  return {
    key: MY_REPORTS_KEY,
    icon: <FolderOpenOutlined />,
    label: t('sidebar.myReports'),
    children: [
      { key: SAVE_REPORT_KEY, icon: <FileAddOutlined />, label: t('sidebar.saveNew') },
      ...reportItems,
      ...(reports.isError ? [{ key: 'reports-error', disabled: true, label: t('sidebar.reportsFailed') }] : []),
    ],
  };
}
