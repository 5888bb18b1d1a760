import { useHost } from '../host-context';
import { lazy, Suspense } from 'react';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { httpsUrl } from '../../lib/safe-url';

// Loaded only where the environment configures the link (lib/brand-icons.tsx).
const BrandIcon = lazy(() => import('../../lib/brand-icons').then((module) => ({ default: module.BrandIcon })));

/** The floating WhatsApp button; hidden when the environment configures no (https) URL. */
export function WhatsAppButton() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const url = httpsUrl(host.config.external.whatsappUrl);
  if (!url) return null;
  return (
    <a
      className="nl-float-button"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('layout.whatsapp')}
      title={t('layout.whatsapp')}
    >
      <Suspense fallback={null}>
        <BrandIcon name="whatsapp" />
      </Suspense>
    </a>
  );
}
