// shared-ui's i18n without its components: what a page drawn without antd needs (the public pages).
export { registerTranslations, type TranslationResources, type TranslationTree } from './register-translations';
export { useSharedUiTranslation } from './use-shared-ui-translation';
