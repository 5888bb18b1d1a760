import type { CSSProperties } from 'react';

/**
 * A sidebar entry's link takes its entry's colour, which antd's menu already eases as a page
 * change selects one entry and unselects another. The link's own colour transition (antd's, for
 * every link) then started again on every frame of that ease: 18 transitions for each of the two
 * entries, each with its events dispatched through React's, in the frames that show the new view.
 */
export const MENU_LINK_STYLE: CSSProperties = { transition: 'none' };
