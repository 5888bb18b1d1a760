// @ts-check
// How every bench prints a series of runs: the median, then min–max (docs/performance.md).

/** The middle value (the mean of the two middle ones for an even count). */
export function median(/** @type {number[]} */ numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "median (min–max)" with `digits` decimals; the median alone for one run; "not run" for none. */
export function medianRange(/** @type {number[]} */ numbers, digits = 1) {
  if (numbers.length === 0) return 'not run';
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = median(sorted);
  if (sorted.length === 1) return middle.toFixed(digits);
  return `${middle.toFixed(digits)} (${sorted[0].toFixed(digits)}–${sorted.at(-1)?.toFixed(digits)})`;
}
