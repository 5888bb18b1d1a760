import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import {
  BREAKDOWN_NAMES,
  narrowsRanking,
  pickLanguage,
  type BreakdownDimension,
  type FilterGroup,
  type ShareBasis,
} from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

export interface ShareBasisChoice {
  /** The basis the page's shares are of: `selected` unless the ranking is narrowed and all was chosen. */
  basis: ShareBasis;
  /** The search filters the ranked dimension: the shares have a basis to say and to switch. */
  narrowed: boolean;
  choose: (basis: ShareBasis) => void;
}

/**
 * The basis of a breakdown page's shares (shared-contracts `ShareBasis`). The choice is the page's
 * own: it lasts while the page shows, and only counts while a filter narrows the ranking.
 */
export function useShareBasis(
  filters: Partial<Record<FilterGroup, readonly unknown[]>>,
  dimension: BreakdownDimension,
): ShareBasisChoice {
  const [chosen, choose] = useState<ShareBasis>('selected');
  const narrowed = narrowsRanking(filters, dimension);
  return { basis: narrowed ? chosen : 'selected', narrowed, choose };
}

/**
 * What the shares are of, to follow a share column's or a chart's title ("within the selected
 * advertisers"); null where the ranking is not narrowed and a share is of the whole search.
 */
export function useShareBasisNote(
  i18n: I18n,
  dimension: BreakdownDimension,
  choice: Pick<ShareBasisChoice, 'basis' | 'narrowed'>,
): string | null {
  const describe = useShareBasisText(i18n, dimension);
  return choice.narrowed ? describe(choice.basis) : null;
}

/**
 * What shares of `basis` are of, in the page's language ("within the selected advertisers",
 * "among all advertisers of the search"): the note after a title and the switch's options.
 */
export function useShareBasisText(i18n: I18n, dimension: BreakdownDimension): (basis: ShareBasis) => string {
  const { t } = useSharedUiTranslation(i18n);
  const names = BREAKDOWN_NAMES[pickLanguage(i18n.language)][dimension].toLocaleLowerCase();
  return (basis) =>
    t(basis === 'all' ? 'shareBasis.amongAll' : 'shareBasis.withinSelected', {
      dimension: names,
      interpolation: { escapeValue: false },
    });
}

/** A share column's or chart's title followed by what its shares are of, when that needs saying. */
export function withShareBasis(title: string, note: string | null): string {
  return note ? `${title} · ${note}` : title;
}
