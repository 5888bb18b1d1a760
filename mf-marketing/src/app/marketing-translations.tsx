import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { loadTranslations, NAMESPACE } from '../locales';

/**
 * Renders the pages once the words of the page's language are there (and again when the visitor
 * changes it): the first frame is already translated.
 */
export function MarketingTranslations({ host, children }: { host: HostApi; children: ReactNode }) {
  // Follows the host's language changes.
  const { i18n } = useTranslation(NAMESPACE, { i18n: host.i18n, useSuspense: false });
  use<void>(loadTranslations(host.i18n, i18n.language) as Promise<void>);
  return <>{children}</>;
}
