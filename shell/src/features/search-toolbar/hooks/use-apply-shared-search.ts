import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkResult } from 'shared-contracts';
import { type SearchContext, useSearchActions } from '../../search';
import { useHost } from '../../remote-view';

/**
 * Applies a search read from a share link or handed over by another tab. Anything that cannot
 * be applied leaves the current search as it was and says why. Returns whether it applied.
 */
export function useApplySharedSearch(): (result: ShareLinkResult, context: SearchContext) => boolean {
  const { t } = useTranslation();
  const host = useHost();
  const actions = useSearchActions();
  return useCallback(
    (result, context) => {
      if (!result.ok) {
        const part = t(`search.share.parts.${result.error}`);
        host.notify('error', t('search.share.invalid', { part }));
        return false;
      }
      const rejection = actions.applyShared(result.search, context);
      if (rejection === 'countriesNotAllowed') host.notify('error', t('search.share.countriesNotAllowed'));
      else if (rejection) host.notify('error', t(rejection));
      else host.track('search:shared', { page: context.page });
      return rejection === null;
    },
    [actions, host, t],
  );
}
