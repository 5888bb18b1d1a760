/** The theme modes the suite draws in. */
export type NativeThemeMode = 'light' | 'dark';

/** The names of the antd tokens (GlobalToken) drawn without antd. */
export const NATIVE_TOKENS = [
  'colorText',
  'colorTextDescription',
  'colorTextDisabled',
  'colorTextLightSolid',
  'colorBgContainer',
  'colorBgContainerDisabled',
  'colorBgLayout',
  'colorBorder',
  'colorBorderSecondary',
  'colorFillAlter',
  'colorFillSecondary',
  'colorBgTextHover',
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorLink',
  'colorLinkHover',
  'colorError',
  'colorErrorBg',
  'colorErrorBorder',
  'colorSuccess',
  'colorSuccessBg',
  'colorSuccessBorder',
  'colorInfo',
  'colorInfoBg',
  'colorInfoBorder',
  'colorWarning',
  'colorWarningBg',
  'colorWarningBorder',
  'controlOutline',
  'colorErrorOutline',
] as const;

/**
 * The antd tokens that the pages drawn without antd (the login page, the dashboard's frame before
 * antd, the public pages) are drawn with, by antd's names. Plain strings: this entry imports no antd.
 */
export type NativePalette = Record<(typeof NATIVE_TOKENS)[number], string>;

/**
 * The suite's antd theme (suiteTheme) resolved to colours, written out so the login page and the
 * public pages can look like the rest of the suite without loading antd (issue 16: the login form
 * within 180 KB of script; issue 56: the public pages within 200 KB). native-palette.test.tsx
 * reads the same tokens from antd's ConfigProvider and fails when the theme changes and these do not.
 */
export const NATIVE_PALETTE: Record<NativeThemeMode, NativePalette> = {
  light: {
    colorText: 'rgba(0,0,0,0.88)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    colorTextLightSolid: '#fff',
    colorBgContainer: '#ffffff',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
    colorBgLayout: '#f5f5f5',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorFillAlter: 'rgba(0,0,0,0.02)',
    colorFillSecondary: 'rgba(0,0,0,0.06)',
    colorBgTextHover: 'rgba(0,0,0,0.06)',
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#003eb3',
    colorLink: '#0958d9',
    colorLinkHover: '#579df2',
    colorError: '#cf1322',
    colorErrorBg: '#ffe8e6',
    colorErrorBorder: '#f58d8c',
    colorSuccess: '#237804',
    colorSuccessBg: '#adb8a5',
    colorSuccessBorder: '#6d9e51',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#85c0ff',
    colorWarning: '#8f5600',
    colorWarningBg: '#cfcaba',
    colorWarningBorder: '#b59957',
    controlOutline: 'rgba(5,145,255,0.1)',
    colorErrorOutline: 'rgba(255,25,5,0.1)',
  },
  dark: {
    colorText: 'rgba(255,255,255,0.85)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextDisabled: 'rgba(255,255,255,0.25)',
    colorTextLightSolid: '#fff',
    colorBgContainer: '#141414',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
    colorBgLayout: '#000000',
    colorBorder: '#424242',
    colorBorderSecondary: '#303030',
    colorFillAlter: 'rgba(255,255,255,0.04)',
    colorFillSecondary: 'rgba(255,255,255,0.12)',
    colorBgTextHover: 'rgba(255,255,255,0.12)',
    colorPrimary: '#1668dc',
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#1554ad',
    colorLink: '#5c99dc',
    colorLinkHover: '#3a5b7e',
    colorError: '#dc6966',
    colorErrorBg: '#2c1b1c',
    colorErrorBorder: '#5b3231',
    colorSuccess: '#49aa19',
    colorSuccessBg: '#162312',
    colorSuccessBorder: '#274916',
    colorInfo: '#1668dc',
    colorInfoBg: '#111a2c',
    colorInfoBorder: '#15325b',
    colorWarning: '#d89614',
    colorWarningBg: '#2b2111',
    colorWarningBorder: '#594214',
    controlOutline: 'rgba(23,117,249,0.31)',
    colorErrorOutline: 'rgba(238,84,93,0.11)',
  },
};
