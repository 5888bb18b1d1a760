import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { registerTranslations } from 'shared-ui';
import { WelcomePage } from '../features/welcome/welcome-page';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** What the shell mounts for the public /marketing area (`mf_marketing/App`), with or without a session. */
export default function MarketingRoot({ host }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  return <WelcomePage host={host} />;
}
