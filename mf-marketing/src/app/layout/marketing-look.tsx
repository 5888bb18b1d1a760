import { NativeLookStyle, readCspNonce } from 'shared-ui/native-look';
import { usePageTheme } from './use-page-theme';

/** Read once: the page's nonce does not change while it lives. */
const NONCE = typeof document === 'undefined' ? undefined : readCspNonce();

/**
 * The public pages' stylesheet: what shared-ui's native look (antd's look without antd, issue 56)
 * draws a whole page with, in the theme the shell shows, with the page's CSP nonce. The controls'
 * sheet beside it (buttons, inputs, the spinner) is the one the shell draws on every page, the
 * login page's; standalone, the dev host's (bootstrap.tsx).
 */
export function MarketingLook({ sheet = 'page' }: { sheet?: 'controls' | 'page' }) {
  return <NativeLookStyle mode={usePageTheme()} nonce={NONCE} sheet={sheet} />;
}
