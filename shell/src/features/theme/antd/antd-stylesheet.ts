// By its own path, not the shared `antd`: the version of the antd this shell was built with, the
// one whose stylesheet is emitted beside it.
import builtVersion from 'antd/es/version';
import type { AntdStylesheet } from './zero-runtime';

/** antd's prebuilt stylesheet (every component, styled through the theme's CSS variables). */
export const BUILT_ANTD_STYLESHEET: AntdStylesheet | null = {
  href: new URL('antd/dist/antd.css', import.meta.url).href,
  version: builtVersion,
};
