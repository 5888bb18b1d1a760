import { NATIVE_PALETTE, type NativeThemeMode } from './native-palette';
import { nativePageStyleSheet } from './native-page-style-sheet';
import { nativeStyleSheet } from './native-style-sheet';

export interface NativeLookStyleProps {
  mode: NativeThemeMode;
  /** The page's CSP nonce (readCspNonce), without which the policy refuses the <style>. */
  nonce: string | undefined;
  /**
   * 'controls': the controls of the login page and the dashboard's frame (nativeStyleSheet);
   * 'page': what a whole page adds to them (nativePageStyleSheet), drawn beside the controls' sheet.
   */
  sheet?: 'controls' | 'page';
}

/** The stylesheet of what is drawn without antd, in the palette of `mode`. */
export function NativeLookStyle({ mode, nonce, sheet = 'controls' }: NativeLookStyleProps) {
  const palette = NATIVE_PALETTE[mode];
  const text = sheet === 'page' ? nativePageStyleSheet(palette, mode) : nativeStyleSheet(palette, mode);
  return <style nonce={nonce}>{text}</style>;
}
