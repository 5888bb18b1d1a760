import { local, type SafeStorage } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export type ThemeMode = 'light' | 'dark';

/**
 * The theme the user chose on this browser, null to follow the system. Apart from the theme store
 * (zustand) so that the page's entry can read it before the app starts.
 */
export function readChosenTheme(storage: SafeStorage = local): ThemeMode | null {
  const stored = storage.get(STORAGE_KEYS.themeMode);
  return stored === 'light' || stored === 'dark' ? stored : null;
}
