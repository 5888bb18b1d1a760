import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { registerTranslations } from 'shared-ui';
import { CampaignsPage } from '../features/campaigns/campaigns-page';
import { SpotsListPage } from '../features/spots-list/spots-list-page';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** What the shell mounts at /dashboard/campaigns and /dashboard/spotslist (`mf_campaigns/App`). */
export default function CampaignsRoot({ host, page }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  // One remote, two sidebar pages: the shell says which one through `page`.
  return page === 'spotslist' ? <SpotsListPage host={host} /> : <CampaignsPage host={host} />;
}
