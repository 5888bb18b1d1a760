import { useMemo } from 'react';
import type { HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { toSnapshotSearch, type SnapshotSearch } from '../lib/snapshot-search';

/** The applied search as the snapshot calls read it (the shell owns the type, filter and date rules). */
export function useSnapshotSearch(host: HostApi): SnapshotSearch {
  const search = useStore(
    host.search,
    useShallow((state) => ({
      countries: state.countries,
      startDate: state.startDate,
      endDate: state.endDate,
      advancedFilters: state.advancedFilters,
      snapType: state.snapType,
      snapFilter: state.snapFilter,
    })),
  );
  return useMemo(() => toSnapshotSearch(search), [search]);
}
