import { Link } from 'shared-router';
import { useHost } from '../host-context';
import { MARKETING_PATHS } from '../../lib/paths';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { SocialLinks } from './social-links';

export function PublicFooter() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  return (
    <footer className="nl-site-footer nl-flex nl-flex--between">
      <div className="nl-flex">
        <span className="nl-secondary">{t('layout.rights', { year: new Date().getFullYear() })}</span>
        <Link to={MARKETING_PATHS.privacy}>{t('layout.privacy')}</Link>
      </div>
      <SocialLinks links={host.config.external.social} />
    </footer>
  );
}
