import { COUNTRIES } from './reference-data';

const DAY_MS = 24 * 3600 * 1000;

function dayIndex(start: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** yyyy-MM-dd of every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const count = dayIndex(start, end) + 1;
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: Math.max(count, 0) }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Relative ad volume of a day: weekends are quieter, the year ramps up to Black Friday,
 * Cyber Monday and Christmas, drops in the first week of January, rises around Mother's Day
 * and the May "Hot Sale"; and the monitored market grows about 35% a year (more sites and apps
 * captured, more of the spend moving online), so recent weeks are the densest, as in the product.
 */
function dayWeight(date: string, start: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  const month = day.getUTCMonth() + 1;
  const dayOfMonth = day.getUTCDate();
  let weight = weekday === 0 ? 0.7 : weekday === 6 ? 0.8 : weekday === 5 ? 1.05 : 1;
  if (month === 11 && dayOfMonth >= 20) weight *= 1.45;
  else if (month === 11) weight *= 1.1;
  if (month === 12 && dayOfMonth <= 24) weight *= 1.3;
  if ((month === 12 && dayOfMonth >= 25) || (month === 1 && dayOfMonth <= 6)) weight *= 0.7;
  if (month === 5 && dayOfMonth <= 15) weight *= 1.2;
  if (month === 2) weight *= 0.9;
  const years = dayIndex(start, date) / 365;
  return weight * 1.35 ** years;
}

/** Peak-month bias of an industry on a day: up to +60% in its month, tapering over two months. */
export function industryFactor(month: number, peakMonth: number): number {
  const distance = Math.min(Math.abs(month - peakMonth), 12 - Math.abs(month - peakMonth));
  return distance === 0 ? 1.6 : distance === 1 ? 1.25 : 1;
}

/**
 * Spots per (day, country), summing exactly to `total`: expected counts from the day and
 * country weights, rounded by largest remainder so the result is deterministic.
 * Index: day * COUNTRIES.length + country.
 */
export function allocateSpots(days: readonly string[], start: string, total: number): Int32Array {
  const countryCount = COUNTRIES.length;
  const cells = days.length * countryCount;
  const dayWeights = days.map((date) => dayWeight(date, start));
  const daySum = dayWeights.reduce((sum, weight) => sum + weight, 0);
  const countrySum = COUNTRIES.reduce((sum, country) => sum + country.weight, 0);
  const counts = new Int32Array(cells);
  const remainders = new Float64Array(cells);
  let assigned = 0;
  for (let day = 0; day < days.length; day += 1) {
    for (let country = 0; country < countryCount; country += 1) {
      const expected =
        (total * (dayWeights[day] as number) * (COUNTRIES[country]?.weight ?? 0)) / (daySum * countrySum);
      const cell = day * countryCount + country;
      counts[cell] = Math.floor(expected);
      remainders[cell] = expected - Math.floor(expected);
      assigned += counts[cell] as number;
    }
  }
  const order = Array.from({ length: cells }, (_, cell) => cell).sort(
    (a, b) => (remainders[b] as number) - (remainders[a] as number) || a - b,
  );
  for (let i = 0; i < total - assigned; i += 1) {
    const cell = order[i % cells] as number;
    counts[cell] = (counts[cell] as number) + 1;
  }
  return counts;
}
