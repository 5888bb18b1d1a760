import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../remote-view';

/** Shows a rule's refusal (a spec key such as `errors.filters`) as an error notice for 6 s. */
export function useNotifyRejection(): (key: string | null) => void {
  const { t } = useTranslation();
  const host = useHost();
  return useCallback(
    (key) => {
      if (key) host.notify('error', t(key));
    },
    [host, t],
  );
}
