import { formatCount, formatCurrency, formatNumber, formatPercent } from 'shared-ui';

/** How a figure reads: a count, a percent, an amount in a currency. */
export type FigureKind = 'count' | 'percent' | { currency: string };

function plain(value: number, kind: FigureKind): string {
  if (kind === 'count') return formatCount(value);
  if (kind === 'percent') return formatPercent(value);
  return formatCurrency(value, kind.currency);
}

/** A difference from "mine": signed, percents in points. */
function difference(delta: number, kind: FigureKind): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  const size = Math.abs(delta);
  if (kind === 'count') return `${sign}${formatCount(size)}`;
  if (kind === 'percent') return `${sign}${formatNumber(size)} pp`;
  return `${sign}${formatCurrency(size, kind.currency)}`;
}

/**
 * A figure as the table shows it: the value, or, with `mine` given (the difference toggle on, a
 * rival's row), its difference from mine. Unknown on either side: null.
 */
export function figureText(value: number | null, kind: FigureKind, mine?: number | null): string | null {
  if (value === null) return null;
  if (mine === undefined) return plain(value, kind);
  return mine === null ? null : difference(value - mine, kind);
}
