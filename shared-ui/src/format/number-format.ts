/**
 * The product's number format (docs/product.md#formats): dot thousands, comma decimal, in every
 * language. Written by hand rather than with Intl so es, en and pt read the same.
 */
function groupThousands(integerPart: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `1234567.891` → `1.234.567,89` (2 decimals unless told). */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '–';
  const fixed = Math.abs(value).toFixed(decimals);
  const [integerPart = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(integerPart)}${fraction ? `,${fraction}` : ''}`;
}

/** Counts (spots, prints) are whole: `12345` → `12.345`. */
export function formatCount(value: number): string {
  return formatNumber(Math.round(value), 0);
}

/** Percent with 2 decimals: `12.3456` → `12,35%`. */
export function formatPercent(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}

/** Pie tooltips show 1 decimal (docs/product.md#formats). */
export function formatPieTooltipPercent(value: number): string {
  return formatPercent(value, 1);
}

/** An amount with its currency code: `ARS 1.234,50`. */
export function formatCurrency(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount, 2)}`;
}

/** pViewability, or N/A when unknown. */
export function formatViewability(value: number | null, notAvailable = 'N/A'): string {
  return value === null ? notAvailable : formatPercent(value);
}
