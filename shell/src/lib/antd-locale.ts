import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import { isLanguage, type Language } from '../locales';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Record<Language, Locale> = { es: esES, en: enUS, pt: ptBR };

/** antd's own texts (pickers, pagination, empty states) in the user's language. */
export function antdLocale(language: string): Locale {
  return ANTD_LOCALES[isLanguage(language) ? language : 'es'];
}
