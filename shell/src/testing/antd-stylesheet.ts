import type { AntdStylesheet } from '../features/theme/antd/zero-runtime';

/**
 * jsdom loads no stylesheet, and React holds a commit until a stylesheet it renders has loaded:
 * unit tests draw antd with its runtime styles. Browser tests cover the stylesheet.
 */
export const BUILT_ANTD_STYLESHEET: AntdStylesheet | null = null;
