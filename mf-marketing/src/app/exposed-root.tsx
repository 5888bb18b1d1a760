import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { registerTranslations } from 'shared-ui';
import { PublicLayout } from './layout/public-layout';
import { NAMESPACE, resources } from '../locales';
import { HostProvider } from './host-context';
import { MarketingRoutes } from './marketing-routes';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/**
 * What the shell mounts for the public /marketing/* area (`mf_marketing/App`), with or without
 * a session. It routes its own pages from the shared router's location and never sends a token.
 */
export default function MarketingRoot({ host }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  return (
    <HostProvider host={host}>
      <PublicLayout>
        <MarketingRoutes />
      </PublicLayout>
    </HostProvider>
  );
}
