import { useMemo } from 'react';
import type { FilterItem } from 'shared-contracts';
import { AUTOCOMPLETE_MIN_LENGTH, useAutocomplete, type AutocompleteType } from '../api/get-autocomplete';
import { useIndustries } from '../api/get-industries';
import { toFilterItem, type FilterSource } from '../lib/filter-sources';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNamesLanguage } from './use-names-language';

const TYPING_DEBOUNCE_MS = 250;

export interface FilterOptions {
  items: FilterItem[];
  loading: boolean;
  /** Autocomplete only: fewer characters typed than it needs. */
  needsMoreChars: boolean;
  hasMore: boolean;
  loadMore(): void;
  /** Whether the select filters `items` by the typed text itself. */
  filtersLocally: boolean;
}

const NO_TYPE: AutocompleteType = 'advertisers';

/** The options of a filter select for what the user typed, wherever they come from. */
export function useFilterOptions(source: FilterSource, typed: string): FilterOptions {
  const query = useDebouncedValue(typed, TYPING_DEBOUNCE_MS);
  const isAutocomplete = source.kind === 'autocomplete';
  // Hooks run unconditionally; a source that does not use one leaves it disabled.
  const industries = useIndustries(source.kind === 'industries');
  const lang = useNamesLanguage();
  const fixedItems = useMemo(
    () => (source.kind === 'fixed' ? source.options.map(({ id, names }) => toFilterItem(id, names[lang])) : []),
    [source, lang],
  );
  const autocomplete = useAutocomplete(isAutocomplete ? source.type : NO_TYPE, isAutocomplete ? query : '');
  const industryItems = useMemo(
    () => (industries.data ?? []).map(({ id, name }) => toFilterItem(id, name)),
    [industries.data],
  );
  const suggestionItems = useMemo(
    () =>
      (autocomplete.data?.pages ?? []).flatMap((page) => page.results.map(({ id, text }) => toFilterItem(id, text))),
    [autocomplete.data],
  );
  if (source.kind === 'fixed') {
    return {
      items: fixedItems,
      loading: false,
      needsMoreChars: false,
      hasMore: false,
      loadMore: () => undefined,
      filtersLocally: true,
    };
  }
  if (source.kind === 'industries') {
    return {
      items: industryItems,
      loading: industries.isLoading,
      needsMoreChars: false,
      hasMore: false,
      loadMore: () => undefined,
      filtersLocally: true,
    };
  }
  return {
    items: suggestionItems,
    loading: autocomplete.isFetching,
    needsMoreChars: query.trim().length < AUTOCOMPLETE_MIN_LENGTH,
    hasMore: autocomplete.hasNextPage,
    loadMore: () => void autocomplete.fetchNextPage(),
    filtersLocally: false,
  };
}
