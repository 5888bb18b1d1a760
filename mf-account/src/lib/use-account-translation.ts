import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../locales';

/** This remote's texts, from the suite's one i18next instance (a language switch reaches them at once). */
export function useAccountTranslation(host: HostApi) {
  return useTranslation(NAMESPACE, { i18n: host.i18n });
}
