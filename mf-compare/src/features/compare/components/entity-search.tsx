import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareDimensionName, FilterItem, HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { AUTOCOMPLETE_MIN_LENGTH } from 'shared-ui';
import { useFindEntities } from '../api/find-entities';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export interface EntitySearchProps {
  host: HostApi;
  dimension: CompareDimensionName;
  /** Already compared: not offered again. */
  picked: readonly FilterItem[];
  onPick: (entity: FilterItem) => void;
}

const TYPING_DEBOUNCE_MS = 250;

/** The autocomplete that adds an advertiser, a publisher or an industry to the comparison. */
export function EntitySearch({ host, dimension, picked, onPick }: EntitySearchProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, TYPING_DEBOUNCE_MS);
  const found = useFindEntities(host, dimension, query);
  const offered = (found.data ?? []).filter((item) => !picked.some((known) => known.id === item.id));
  const notFound =
    text.trim().length < AUTOCOMPLETE_MIN_LENGTH
      ? t('picker.typeMore')
      : found.isFetching || query !== text
        ? t('picker.searching')
        : t('picker.noMatch', { text: text.trim(), interpolation: { escapeValue: false } });
  return (
    <AutoComplete
      aria-label={t('picker.add')}
      placeholder={t('picker.placeholder')}
      value={text}
      onChange={setText}
      onSelect={(_value: string, option: { item: FilterItem }) => {
        onPick(option.item);
        setText('');
      }}
      options={offered.map((item) => ({ value: String(item.id), label: item.label, item }))}
      notFoundContent={notFound}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
