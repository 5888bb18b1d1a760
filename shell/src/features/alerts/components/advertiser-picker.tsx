import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from 'shared-contracts';
import { useAdvertiserSuggestions } from '../api/get-advertiser-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { pickAdvertiser, shouldSuggest } from '../lib/alert-rules';

interface AdvertiserPickerProps {
  id?: string;
  value: FilterItem[];
  onChange(advertisers: FilterItem[]): void;
  /** A pick beyond the limit was refused. */
  onRefused(): void;
}

/** Up to 4 advertisers, found through the advertisers autocomplete. */
export function AdvertiserPicker({ id, value, onChange, onRefused }: AdvertiserPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, 250);
  const suggestions = useAdvertiserSuggestions(query);
  const options = shouldSuggest(query) ? (suggestions.data ?? []) : [];
  return (
    <Select<{ value: string; label: string }[]>
      {...(id ? { id } : {})}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value.map((item) => ({ value: String(item.id), label: item.label }))}
      options={options.map((item) => ({ value: String(item.id), label: item.label }))}
      notFoundContent={
        suggestions.isFetching ? (
          <Spin size="small" />
        ) : shouldSuggest(query) ? (
          t('alerts.noAdvertisers')
        ) : (
          t('alerts.typeMore')
        )
      }
      placeholder={t('alerts.advertisersPlaceholder')}
      onSelect={(picked) => {
        const item = options.find((option) => String(option.id) === picked.value);
        if (!item) return;
        const next = pickAdvertiser(value, item);
        if (next.refused) onRefused();
        else onChange(next.advertisers);
        setText('');
      }}
      onDeselect={(removed) => onChange(value.filter((item) => String(item.id) !== removed.value))}
      virtual={false}
      style={{ width: '100%' }}
    />
  );
}
