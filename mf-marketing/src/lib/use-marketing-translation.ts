import { useTranslation } from 'react-i18next';
import { useHost } from '../app/host-context';
import { NAMESPACE } from '../locales';

/** The `marketing` namespace, from the host's i18next instance (the contract, whatever provider sits above). */
export function useMarketingTranslation() {
  const host = useHost();
  return useTranslation(NAMESPACE, { i18n: host.i18n });
}
