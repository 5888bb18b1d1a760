import type { SocialLinks as SocialLinkUrls, SocialNetwork } from 'shared-contracts';
import { lazy, Suspense } from 'react';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { httpsUrl } from '../../lib/safe-url';

// Loaded only where the environment configures the link (lib/brand-icons.tsx).
const BrandIcon = lazy(() => import('../../lib/brand-icons').then((module) => ({ default: module.BrandIcon })));

// The order of the footer. Kept here, not in shared-contracts: a value added there reaches a
// remote only once the shell (whose shared copy loads first) is rebuilt; a type costs nothing.
const NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'];

/** The configured networks only; with none configured the list is not rendered at all. */
export function SocialLinks({ links }: { links: SocialLinkUrls | undefined }) {
  const { t } = useMarketingTranslation();
  const shown = NETWORKS.flatMap((network) => {
    const url = httpsUrl(links?.[network]);
    return url ? [{ network, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="nl-nav-list" aria-label={t('layout.socialLabel')}>
      {shown.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t(`layout.social.${network}`)}>
            <Suspense fallback={null}>
              <BrandIcon name={network} />
            </Suspense>
          </a>
        </li>
      ))}
    </ul>
  );
}
