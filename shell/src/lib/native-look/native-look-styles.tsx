import { useThemeStore } from '../../features/theme/theme-context';
import { useThemeMode } from '../../features/theme/use-theme-mode';
import { readCspNonce } from '../csp-nonce';
import { NATIVE_PALETTE } from './native-palette';
import { nativeStyleSheet } from './native-style-sheet';

/** Read once: the page's nonce does not change while it lives. */
const NONCE = readCspNonce();

/**
 * The stylesheet of the controls drawn without antd (the login page, the full-page spinner), in
 * the theme in effect. Rendered once, around the router; it follows the theme store.
 */
export function NativeLookStyles() {
  const mode = useThemeMode(useThemeStore());
  return <style nonce={NONCE}>{nativeStyleSheet(NATIVE_PALETTE[mode], mode)}</style>;
}
