/**
 * Web storage that never throws: private modes and disabled storage raise on access, and a
 * preference that cannot be remembered must not break the page.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // storage full or disabled: the value is only a convenience
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // nothing stored, nothing to remove
      }
    },
  };
}

/** A plain object read from storage, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export const local = safeStorage(() => window.localStorage);
export const session = safeStorage(() => window.sessionStorage);
