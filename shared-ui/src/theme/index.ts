export { suiteTheme, type SuiteThemeMode } from './suite-theme';
export { SuiteFocusRing } from './suite-focus-ring';
export { ThemeModeButton, type ThemeModeButtonProps } from './theme-mode-button';
export { useMediaQuery } from './use-media-query';
