import { Flex, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapType } from 'shared-contracts';
import { useSearch, useSearchActions } from '../../search';
import { FILTER_SOURCES } from '../lib/filter-sources';
import { FilterItemSelect } from './filter-item-select';

const SNAP_TYPES: readonly SnapType[] = ['industries', 'advertisers', 'publishers'];

/** Snapshots' quick search: the breakdown type and one value of that type (async for advertisers and publishers). */
export function SnapshotQuickSearch() {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const snapType = useSearch((state) => state.snapType);
  const snapFilter = useSearch((state) => state.snapFilter);
  // An own id: antd's generated ids repeat in tests and would mislabel the page's dialogs.
  const typeId = useId();
  return (
    <Flex gap={8} wrap>
      <Select<SnapType>
        id={typeId}
        aria-label={t('search.snapshots.type')}
        value={snapType}
        onChange={(type) => actions.setSnapType(type)}
        options={SNAP_TYPES.map((type) => ({ value: type, label: t(`search.groups.${type}`) }))}
        style={{ minWidth: 150 }}
      />
      <div style={{ minWidth: 240 }}>
        {/* A new type starts a fresh select: its typed text and options belong to the old type. */}
        <FilterItemSelect
          key={snapType}
          source={FILTER_SOURCES[snapType]}
          label={t('search.snapshots.filter')}
          multiple={false}
          value={snapFilter ? [snapFilter] : []}
          onSelect={(item) => actions.setSnapFilter(item)}
          onDeselect={() => actions.setSnapFilter(null)}
        />
      </div>
    </Flex>
  );
}
