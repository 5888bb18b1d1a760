export { suiteTheme, type SuiteThemeMode, type SuiteThemeOptions } from './suite-theme';
export { SuiteStyleSheet } from './suite-style-sheet';
export { ThemeModeButton, type ThemeModeButtonProps } from './theme-mode-button';
export {
  REDUCED_MOTION_QUERY,
  SYSTEM_DARK_QUERY,
  useMediaQuery,
  useSystemPrefersDark,
  useSystemPrefersReducedMotion,
} from './use-media-query';
