import { useCallback } from 'react';
import type { i18n as I18n } from 'i18next';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { toGraphLabel } from './graph-labels';

/**
 * Translates source and platform names to the graph labels (desktop, programmatic, direct);
 * every other name is returned as is.
 */
export function useGraphLabel(i18n: I18n): (name: string) => string {
  const { t } = useSharedUiTranslation(i18n);
  return useCallback(
    (name: string) => {
      const label = toGraphLabel(name);
      return label ? t(`graphLabels.${label}`) : name;
    },
    [t],
  );
}
