// Pages drawn with native elements in antd's look, without antd (issue 16: the login page;
// issue 56: the public pages). This entry imports neither antd nor shared-ui's main entry.
export { readCspNonce } from './csp-nonce';
export { NativeLookStyle, type NativeLookStyleProps } from './native-look-style';
export { NATIVE_PALETTE, NATIVE_TOKENS, type NativePalette, type NativeThemeMode } from './native-palette';
export { nativePageStyleSheet } from './native-page-style-sheet';
export { nativeStyleSheet } from './native-style-sheet';
