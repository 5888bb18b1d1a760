import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../../../locales';
import { useMetricStore } from '../hooks/use-metric-store';
import type { Metric } from '../lib/investment-data';

/** Amount or prints: switches every figure of the page. */
export function MetricToggle({ host }: { host: HostApi }) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  const metric = useMetricStore((state) => state.metric);
  const setMetric = useMetricStore((state) => state.setMetric);
  return (
    <Segmented<Metric>
      aria-label={t('metric.label')}
      value={metric}
      onChange={setMetric}
      options={[
        { value: 'amount', label: t('metric.amount') },
        { value: 'prints', label: t('metric.prints') },
      ]}
    />
  );
}
