// By their own paths, as in suite-theme.ts: the shell draws this before it loads antd whole.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { useContext } from 'react';

/** How far a sideways-scrolling box's edge fades when more of it lies beyond that edge. */
const FADE = '24px';

/**
 * The fading edges of `SIDEWAYS_SCROLL`'s boxes. Each edge's fade is a registered property that
 * a scroll-driven animation moves with the box's own scroll position: the start edge fades in as
 * soon as the box has scrolled, the end edge fades out on reaching the end. A box that does not
 * overflow has no active scroll timeline, so both stay at 0 and nothing fades. Pure CSS: no
 * listener, no re-render while scrolling. Browsers without scroll timelines show no fade.
 */
const SIDEWAYS_FADE_RULES =
  `@property --suite-fade-start { syntax: '<length>'; inherits: false; initial-value: 0px; }` +
  `@property --suite-fade-end { syntax: '<length>'; inherits: false; initial-value: 0px; }` +
  `@keyframes suite-fade-start { from { --suite-fade-start: 0px; } 5%, to { --suite-fade-start: ${FADE}; } }` +
  `@keyframes suite-fade-end { from, 95% { --suite-fade-end: ${FADE}; } to { --suite-fade-end: 0px; } }` +
  `@supports (animation-timeline: scroll()) {` +
  ` .suite-sideways-fade, .suite-sideways-fade-start { mask-image: linear-gradient(to right,` +
  ` transparent, #000 var(--suite-fade-start), #000 calc(100% - var(--suite-fade-end)), transparent); }` +
  // The shorthand resets the timeline, so the timeline comes after it.
  ` .suite-sideways-fade { animation: suite-fade-start linear both, suite-fade-end linear both; }` +
  ` .suite-sideways-fade-start { animation: suite-fade-start linear both; }` +
  ` .suite-sideways-fade, .suite-sideways-fade-start { animation-timeline: scroll(self inline); } }`;

/**
 * The suite's own rules beside antd's, in the page's CSP nonce from the ConfigProvider like
 * antd's styles. Focus rings antd leaves out: a sortable column header is a Tab stop, but antd
 * only tints its text blue when it has the focus (and sets `outline: none`), so a keyboard user
 * loses track of it; no theme token reaches that rule, so this adds the ring antd draws on its
 * other controls, in the theme's primary colour (light and dark). And the sideways fade above.
 */
export function SuiteStyleSheet() {
  const { token } = theme.useToken();
  const { csp } = useContext(ConfigProvider.ConfigContext);
  const ring = `${token.lineWidthFocus}px solid ${token.colorPrimary}`;
  return (
    <style nonce={csp?.nonce}>
      {`.ant-table-wrapper .ant-table-thead > tr > th.ant-table-column-has-sorters:focus-visible {` +
        ` outline: ${ring}; outline-offset: -${token.lineWidthFocus}px; }` +
        SIDEWAYS_FADE_RULES}
    </style>
  );
}
