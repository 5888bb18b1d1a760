import { Flex, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_GROUPS, type FilterGroups, type FilterGroup, type FilterItem } from 'shared-contracts';
import { useSearch, useSearchActions } from '../../search';
import { useFilterLabel } from '../hooks/use-filter-label';

interface ChipListProps {
  title: string;
  filters: FilterGroups;
  queued: boolean;
  labelOf(group: FilterGroup, item: FilterItem): string;
  onRemove(group: FilterGroup, item: FilterItem): void;
}

function ChipList({ title, filters, queued, labelOf, onRemove }: ChipListProps) {
  const { t } = useTranslation();
  const chips = FILTER_GROUPS.flatMap((group) => filters[group].map((item) => ({ group, item })));
  if (chips.length === 0) return null;
  return (
    <Flex align="center" gap={4} wrap>
      <Typography.Text type="secondary" aria-hidden>
        {title}:
      </Typography.Text>
      <Flex component="ul" aria-label={title} gap={4} wrap style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {chips.map(({ group, item }) => {
          const label = `${t(`search.groups.${group}`)}: ${labelOf(group, item)}`;
          return (
            <li key={`${group}-${item.id}`}>
              <Tag
                color={queued ? 'processing' : 'default'}
                variant={queued ? 'solid' : 'outlined'}
                closable={{ 'aria-label': t('search.chips.remove', { label }) }}
                onClose={(event) => {
                  // The store decides what is shown: antd must not hide the tag by itself.
                  event.preventDefault();
                  onRemove(group, item);
                }}
              >
                {label}
              </Tag>
            </li>
          );
        })}
      </Flex>
    </Flex>
  );
}

/**
 * The queued chips (highlighted) and the applied chips, each removable on its own. Memoised: it
 * reads only the search, so a page change leaves it as it is.
 */
export const FilterChips = memo(function FilterChips() {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const queue = useSearch((state) => state.parameterQueue);
  const applied = useSearch((state) => state.advancedFilters);
  const labelOf = useFilterLabel([queue, applied]);
  return (
    <Flex vertical gap={4}>
      <ChipList
        title={t('search.chips.queued')}
        filters={queue}
        queued
        labelOf={labelOf}
        onRemove={(group, item) => actions.removeQueued(group, item.id)}
      />
      <ChipList
        title={t('search.chips.applied')}
        filters={applied}
        queued={false}
        labelOf={labelOf}
        onRemove={(group, item) => actions.removeApplied(group, item.id)}
      />
    </Flex>
  );
});
