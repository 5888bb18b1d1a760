import { useCallback, useMemo } from 'react';
import type { FilterGroup, FilterItem, FilterGroups } from 'shared-contracts';
import { useIndustries } from '../api/get-industries';
import { FILTER_SOURCES } from '../lib/filter-sources';
import { useNamesLanguage } from './use-names-language';

/**
 * A filter's name in the language the suite is shown in. A filter keeps the name it was picked
 * with (in another language, from a share link or a saved report); the names the suite translates
 * (platforms, formats, sources, industries) are looked up again by id. Others are names of their
 * own (advertisers, products, publishers) and stay as they are.
 */
export function useFilterLabel(filters: readonly FilterGroups[]): (group: FilterGroup, item: FilterItem) => string {
  const lang = useNamesLanguage();
  const hasIndustries = filters.some((groups) => groups.industries.length > 0);
  const industries = useIndustries(hasIndustries);
  const industryNames = useMemo(
    () => new Map((industries.data ?? []).map(({ id, name }) => [String(id), name])),
    [industries.data],
  );
  return useCallback(
    (group, item) => {
      const source = FILTER_SOURCES[group];
      if (source.kind === 'fixed') {
        return source.options.find((option) => String(option.id) === String(item.id))?.names[lang] ?? item.label;
      }
      if (source.kind === 'industries') return industryNames.get(String(item.id)) ?? item.label;
      return item.label;
    },
    [lang, industryNames],
  );
}
