import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { PublicLayout } from './layout/public-layout';
import { HostProvider } from './host-context';
import { MarketingRoutes } from './marketing-routes';
import { MarketingTranslations } from './marketing-translations';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** Each page takes the place of the shell server's copy itself (take-over-server-copy.tsx). */
export const takesOverServerCopy = true;

/**
 * What the shell mounts for the public /marketing/* area (`mf_marketing/App`), with or without
 * a session. It routes its own pages from the shared router's location and never sends a token.
 */
export default function MarketingRoot({ host }: RemotePageProps) {
  return (
    <HostProvider host={host}>
      <MarketingTranslations host={host}>
        <PublicLayout>
          <MarketingRoutes />
        </PublicLayout>
      </MarketingTranslations>
    </HostProvider>
  );
}
