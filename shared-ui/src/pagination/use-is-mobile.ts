import { theme } from 'antd';
import { useMediaQuery } from '../theme/use-media-query';

/**
 * Whether the viewport is narrower than antd's `md` breakpoint (768 px). Where no media query
 * answers at all (server rendering, jsdom) it reads false: taken as desktop, not as a phone, so
 * the default stays the full layout.
 */
export function useIsMobile(): boolean {
  const { token } = theme.useToken();
  return useMediaQuery(`(max-width: ${token.screenMD - 1}px)`);
}
