import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-contracts';

export const SHELL_NAMESPACE = 'shell';

export const shellResources = { es, en, pt } as const;
