/** Rounds to 2 decimals (the product shows percentages and amounts with 2). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Shares of `total` (100 for percentages) rounded to 2 decimals by largest remainder, so the
 * rounded parts add to exactly `total`: a table of 300 rows still sums to 100.00.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  const sum = values.reduce((acc, value) => acc + value, 0);
  if (sum <= 0) return values.map(() => 0);
  const cents = values.map((value) => (value / sum) * total * 100);
  const floors = cents.map((value) => Math.floor(value));
  let missing = Math.round(total * 100) - floors.reduce((acc, value) => acc + value, 0);
  const order = cents
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] as number) + 1;
    missing -= 1;
  }
  return floors.map((value) => value / 100);
}
