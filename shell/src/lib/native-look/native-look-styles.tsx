import { NativeLookStyle } from 'shared-ui/native-look';
import { useThemeStore } from '../../features/theme/theme-context';
import { useThemeMode } from '../../features/theme/use-theme-mode';
import { readCspNonce } from '../csp-nonce';

/** Read once: the page's nonce does not change while it lives. */
const NONCE = readCspNonce();

/**
 * The stylesheet of the controls drawn without antd (the login page, the full-page spinner), in
 * the theme in effect (shared-ui's native look). Rendered once, around the router; it follows the theme store.
 */
export function NativeLookStyles() {
  const mode = useThemeMode(useThemeStore());
  return <NativeLookStyle mode={mode} nonce={NONCE} />;
}
