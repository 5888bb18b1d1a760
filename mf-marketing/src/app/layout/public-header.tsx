import { Link } from 'shared-router';
import { useHost } from '../host-context';
import { Icon } from '../../lib/icons';
import { DASHBOARD_PATH, MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { ThemeToggle } from './theme-toggle';

/** Product name, the public pages, the theme toggle (when the host shares it) and the Dashboard button. */
export function PublicHeader() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  return (
    <header className="nl-header">
      <div className="nl-flex">
        <Link to={MARKETING_PATHS.reportList} className="nl-header-brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('layout.navLabel')}>
          <ul className="nl-nav-list">
            <li>
              <Link to={MARKETING_PATHS.reportList}>{t('layout.reports')}</Link>
            </li>
            <li>
              <Link to={MARKETING_PATHS.signup}>{t('layout.signUp')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="nl-flex nl-flex--tight">
        {host.theme && <ThemeToggle theme={host.theme} />}
        <button type="button" className="nl-button nl-button--primary" onClick={() => host.navigate(DASHBOARD_PATH)}>
          <Icon name="dashboard" />
          {t('layout.dashboard')}
        </button>
      </div>
    </header>
  );
}
