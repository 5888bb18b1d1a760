import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { ConsentBanner } from './consent-banner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The public area's frame (docs/product.md#public-area): the statistics' question until answered,
 * header, the page, footer, floating WhatsApp button.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ConsentBanner />
      <PublicHeader />
      {/* antd 6 renders Content as the page's <main>. */}
      <Layout.Content>
        <div style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 24px' }}>{children}</div>
      </Layout.Content>
      <PublicFooter />
      <WhatsAppButton />
    </Layout>
  );
}
