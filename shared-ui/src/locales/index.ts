import type { TranslationResources } from '../i18n/register-translations';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const SHARED_UI_NAMESPACE = 'shared-ui';

export const sharedUiResources: TranslationResources = { es, en, pt };
