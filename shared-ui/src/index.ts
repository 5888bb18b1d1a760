export { ViewPlaceholder, type ViewPlaceholderProps } from './components/view-placeholder/view-placeholder';
export {
  AppliedSearchSummary,
  type AppliedSearchSummaryProps,
} from './components/view-placeholder/applied-search-summary';
export { ComingSoonNotice, type ComingSoonNoticeProps } from './components/coming-soon-notice/coming-soon-notice';
export { registerTranslations, type TranslationResources, type TranslationTree } from './i18n/register-translations';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, pickLanguage, type SupportedLanguage } from './i18n/languages';
export { useSharedUiTranslation } from './i18n/use-shared-ui-translation';
export { SHARED_UI_NAMESPACE } from './locales';
export { DIMENSION_NAMES } from './locales/dimension-names';
export * from './pagination';
export * from './creative-preview';
export * from './format';
export * from './charts';
export * from './data-table';
export * from './traffic-light';
export * from './data-state';
export * from './data-as-of';
export * from './export-menu';
export * from './safe-html';
export * from './theme';
