import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import { isLanguage, type Language } from '../locales';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * The date pickers' month and year buttons show "Oct" and "2026" but antd names them "Choose a
 * month" and "Choose a year", so a voice user saying what they see misses them (WCAG 2.5.3, label
 * in name). With empty labels (an empty aria-label is ignored) the buttons are named by the text
 * they show.
 */
function withVisiblePickerHeaderNames(locale: Locale): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  return { ...locale, DatePicker: { ...picker, lang: { ...picker.lang, yearSelect: '', monthSelect: '' } } };
}

const ANTD_LOCALES: Record<Language, Locale> = {
  es: withVisiblePickerHeaderNames(esES),
  en: withVisiblePickerHeaderNames(enUS),
  pt: withVisiblePickerHeaderNames(ptBR),
};

/** antd's own texts (pickers, pagination, empty states) in the user's language. */
export function antdLocale(language: string): Locale {
  return ANTD_LOCALES[isLanguage(language) ? language : 'es'];
}
