import type { ReactNode } from 'react';
import { ConsentBanner } from './consent-banner';
import { MarketingLook } from './marketing-look';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The public area's frame (docs/product.md#public-area): the statistics' question until answered,
 * header, the page, footer, floating WhatsApp button. Drawn natively in antd's look, without antd
 * (issue 56: each page's script within 200 KB).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="nl-site">
      <MarketingLook />
      <ConsentBanner />
      <PublicHeader />
      <main className="nl-main">
        <div className="nl-container">{children}</div>
      </main>
      <PublicFooter />
      <WhatsAppButton />
    </div>
  );
}
