import { useMemo } from 'react';
import { COMPARE_ENTITIES, type CompareSelection, type HostApi } from 'shared-contracts';
import { useAppliedSearch, type AppliedSearch } from 'shared-ui';
import type { ComparisonRequest } from '../api/get-comparison';

/**
 * The comparison the page asks for: the applied search (every country, the period, the advanced
 * filters; the API drops the filter on the compared dimension) and the entities' ids. Null while
 * fewer than 2 entities are picked or no country is selected.
 */
export function comparisonRequestOf(search: AppliedSearch, selection: CompareSelection): ComparisonRequest | null {
  if (selection.entities.length < COMPARE_ENTITIES.min || search.body.length === 0) return null;
  return {
    dimension: selection.dimension,
    language: search.language,
    search: search.body,
    entities: selection.entities.map((entity) => Number(entity.id)),
  };
}

export function useComparisonRequest(host: HostApi, selection: CompareSelection) {
  const search = useAppliedSearch(host);
  const request = useMemo(() => comparisonRequestOf(search, selection), [search, selection]);
  return { search, request };
}
