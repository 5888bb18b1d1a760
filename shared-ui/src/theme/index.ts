export { suiteTheme, type SuiteThemeMode } from './suite-theme';
export { SuiteFocusRing } from './suite-focus-ring';
