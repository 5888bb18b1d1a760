import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-router';
import { pickLanguage, viewTitleOf } from 'shared-contracts';
import { dashboardPageOf } from '../dashboard-pages';

/**
 * The dashboard's frame while the session is restored and the dashboard's code downloads: top
 * bar, sidebar column and the page's title, drawn without antd (lib/native-look), so that a
 * reload of a data view shows where it is about a second and a half before antd, the remote and
 * the data arrive (issue 16: LCP of a cold Share of Voice). The title is the one the view shows
 * at its head (shared-contracts' VIEW_TITLES, or Home's own), in the same size, so the page does
 * not change words when the view replaces it. No landmarks: the frame's own come with the
 * dashboard.
 */
export function DashboardFramePlaceholder() {
  const { t, i18n } = useTranslation();
  const label = t('app.loadingSession');
  const { pathname } = useLocation();
  const page = dashboardPageOf(pathname)?.page;
  const language = pickLanguage(i18n.resolvedLanguage ?? i18n.language);
  const title = page === 'home' ? t('home.title') : page && viewTitleOf(page, language);
  return (
    <div className="nl-frame">
      <div className="nl-frame-top">
        <span className="nl-brand">{t('app.name')}</span>
      </div>
      <div className="nl-frame-body">
        <div className="nl-frame-side" />
        <div className="nl-frame-content" aria-busy="true">
          {title && <h1 className="nl-view-title">{title}</h1>}
          <div className="nl-frame-status" role="status" aria-label={label}>
            <span className="nl-spinner nl-spinner--small" aria-hidden="true" />
            <span>{label}</span>
          </div>
        </div>
      </div>
    </div>
  );
}
