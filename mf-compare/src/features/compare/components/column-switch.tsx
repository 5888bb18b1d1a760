import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import type { ShownColumn } from '../lib/compare-columns';

export interface ColumnSwitchProps {
  host: HostApi;
  columns: readonly ShownColumn[];
  value: string;
  onChange: (key: string) => void;
  nameOf: (column: ShownColumn) => string;
}

/** Several countries: which one the blocks show, or all of them together. */
export function ColumnSwitch({ host, columns, value, onChange, nameOf }: ColumnSwitchProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  if (columns.length < 2) return null;
  return (
    <Segmented<string>
      aria-label={t('columns.label')}
      value={value}
      onChange={onChange}
      options={columns.map((column) => ({ value: column.key, label: nameOf(column) }))}
    />
  );
}
