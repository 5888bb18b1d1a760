import { useMemo } from 'react';
import type { HostApi } from 'shared-contracts';
import { useAppliedSearch } from 'shared-ui';
import { snapshotScope, toSnapshotSearch, type SnapshotSearch } from '../../../lib/snapshot-search';

/** The applied search as the snapshot calls read it (the shell owns the type, filter and date rules). */
export function useSnapshotSearch(host: HostApi): SnapshotSearch {
  const search = useAppliedSearch(host, snapshotScope);
  return useMemo(() => toSnapshotSearch(search), [search]);
}
