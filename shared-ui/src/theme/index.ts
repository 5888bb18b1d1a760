export { suiteTheme, type SuiteThemeMode } from './suite-theme';
export { SuiteFocusRing } from './suite-focus-ring';
export { ThemeModeButton, type ThemeModeButtonProps } from './theme-mode-button';
export { SYSTEM_DARK_QUERY, useMediaQuery, useSystemPrefersDark } from './use-media-query';
