export { suiteTheme, type SuiteThemeMode } from './suite-theme';
