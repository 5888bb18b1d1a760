import type { CompareDimensionName, FilterItem } from 'shared-contracts';

/** Each dimension's last "mine" of one user. */
type Remembered = Partial<Record<CompareDimensionName, FilterItem>>;

const keyOf = (user: string) => `mf-compare:mine:${user}`;

function readAll(storage: Storage, user: string): Remembered {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(user)) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Remembered) : {};
  } catch {
    return {};
  }
}

function isItem(value: unknown): value is FilterItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof label === 'string' && label !== '';
}

/** The user's last "mine" of that dimension, or null (none, or storage unreadable). */
export function readMine(storage: Storage, user: string, dimension: CompareDimensionName): FilterItem | null {
  const mine = readAll(storage, user)[dimension];
  return isItem(mine) ? { id: mine.id, label: mine.label, value: mine.value ?? String(mine.id) } : null;
}

/** Remembers `mine` as the user's own of that dimension; storage full or off: forgotten, silently. */
export function writeMine(storage: Storage, user: string, dimension: CompareDimensionName, mine: FilterItem): void {
  try {
    storage.setItem(keyOf(user), JSON.stringify({ ...readAll(storage, user), [dimension]: mine }));
  } catch {
    // A private window or a full storage: the page still works, it just does not remember.
  }
}
