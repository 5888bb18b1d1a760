import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { registerTranslations } from 'shared-ui';
import { AccountPage } from '../features/account/account-page';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** What the shell mounts at /dashboard/account (`mf_account/App`). */
export default function AccountRoot({ host }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  return <AccountPage host={host} />;
}
