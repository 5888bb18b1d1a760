/**
 * Reading fields out of a JSON answer for the plan matrix. A path names a field through arrays
 * with `[]`: `items[].table.items[].amount` is the `amount` of every row of every item, and
 * `[].tableData[].amount` the same in an answer that is an array.
 */

/** The objects that would hold the path's last field, and how many of them hold it. */
export function fieldAt(json: unknown, path: string): { holders: number; present: number } {
  const steps = path.split('.');
  const field = (steps.pop() ?? '').replace(/\[\]$/, '');
  let values: unknown[] = [json];
  for (const step of steps) {
    const key = step.replace(/\[\]$/, '');
    // `[]` alone: the answer itself is the array.
    if (key !== '') values = values.flatMap((value) => (isRecord(value) && key in value ? [value[key]] : []));
    if (step.endsWith('[]')) values = values.flatMap((value) => (Array.isArray(value) ? value : []));
  }
  const holders = values.filter(isRecord);
  return { holders: holders.length, present: holders.filter((holder) => field in holder).length };
}

/** Every key of the answer, at any depth, that names spend. */
export function spendKeysIn(json: unknown, spendKeys: readonly string[]): string[] {
  if (Array.isArray(json)) return json.flatMap((item) => spendKeysIn(item, spendKeys));
  if (!isRecord(json)) return [];
  return Object.entries(json).flatMap(([key, value]) => [
    ...(spendKeys.includes(key) ? [key] : []),
    ...spendKeysIn(value, spendKeys),
  ]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
