import { Button, Select, Spin } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from 'shared-contracts';
import { useFilterOptions } from '../hooks/use-filter-options';
import { toFilterItem, type FilterSource } from '../lib/filter-sources';

interface LabeledValue {
  value: string;
  label: string;
}

export interface FilterItemSelectProps {
  source: FilterSource;
  /** The accessible name of the select. */
  label: string;
  /** Several values (the advanced search) or one (the snapshot quick search). */
  multiple: boolean;
  value: FilterItem[];
  onSelect(item: FilterItem): void;
  onDeselect(item: FilterItem): void;
  id?: string;
}

const toLabeled = (item: FilterItem): LabeledValue => ({ value: String(item.id), label: item.label });

/**
 * A select of filter values from a fixed set, the industries list or autocomplete (after two
 * typed characters, with a "more results" entry while the API has more pages).
 */
export function FilterItemSelect({ source, label, multiple, value, onSelect, onDeselect, id }: FilterItemSelectProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const [typed, setTyped] = useState('');
  const options = useFilterOptions(source, typed);
  const byValue = useMemo(() => new Map(options.items.map((item) => [String(item.id), item])), [options.items]);
  const itemOf = (picked: LabeledValue) => byValue.get(picked.value) ?? toFilterItem(picked.value, picked.label);
  const notFound = options.loading ? (
    <Spin size="small" aria-label={t('search.advanced.loading')} />
  ) : options.needsMoreChars ? (
    t('search.advanced.typeMore')
  ) : (
    t('search.advanced.noResults')
  );
  const selected = value.map(toLabeled);
  return (
    <Select<LabeledValue | LabeledValue[]>
      id={id ?? ownId}
      aria-label={label}
      style={{ width: '100%' }}
      labelInValue
      allowClear={!multiple}
      {...(multiple ? { mode: 'multiple' as const } : {})}
      value={multiple ? selected : (selected[0] ?? null)}
      options={options.items.map(toLabeled)}
      showSearch={{
        filterOption: options.filtersLocally
          ? (input, option) => (option?.label ?? '').toString().toLowerCase().includes(input.toLowerCase())
          : false,
        onSearch: setTyped,
        searchValue: typed,
        autoClearSearchValue: true,
      }}
      notFoundContent={notFound}
      onSelect={(picked: LabeledValue) => {
        onSelect(itemOf(picked));
        setTyped('');
      }}
      onDeselect={(picked: LabeledValue) => onDeselect(itemOf(picked))}
      onClear={() => selected.forEach((picked) => onDeselect(itemOf(picked)))}
      popupRender={(menu) => (
        <>
          {menu}
          {options.hasMore ? (
            <Button type="link" block onClick={options.loadMore} loading={options.loading}>
              {t('search.advanced.more')}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
