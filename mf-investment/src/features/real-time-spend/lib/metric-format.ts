import { formatCount, formatCurrency, type ValueFormatter } from 'shared-ui';
import type { Metric } from './investment-data';

/** How a figure of the metric reads: an amount with its currency, or a whole count of prints. */
export function metricFormatter(metric: Metric, currency: string): ValueFormatter {
  return metric === 'amount' ? (value) => formatCurrency(value, currency) : (value) => formatCount(value);
}
