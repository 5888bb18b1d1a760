import { Grid } from 'antd';

/**
 * Whether the viewport is narrower than antd's `md` breakpoint (768 px). Where no media query
 * answers at all (server rendering, jsdom) every breakpoint reads false: that is taken as
 * desktop, not as a phone, so the default stays the full layout.
 */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  const anyMatched = Object.values(screens).some(Boolean);
  return anyMatched && !screens.md;
}
