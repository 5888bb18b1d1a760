import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPARE_DIMENSIONS, type CompareDimensionName, type HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';

export interface DimensionSwitchProps {
  host: HostApi;
  value: CompareDimensionName;
  onChange: (dimension: CompareDimensionName) => void;
}

/** Advertisers, publishers or industries: what the page compares. */
export function DimensionSwitch({ host, value, onChange }: DimensionSwitchProps) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return (
    <Segmented<CompareDimensionName>
      aria-label={t('dimensions.label')}
      value={value}
      onChange={onChange}
      options={COMPARE_DIMENSIONS.map((dimension) => ({ value: dimension, label: t(`dimensions.${dimension}`) }))}
    />
  );
}
