import type { TranslationResources } from 'shared-ui';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** This remote's i18next namespace: its app id. */
export const NAMESPACE = 'compare';

export const resources: TranslationResources = { es, en, pt };
