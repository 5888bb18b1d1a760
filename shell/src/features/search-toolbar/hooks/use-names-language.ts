import { useTranslation } from 'react-i18next';
import { pickLanguage, type Language } from 'shared-contracts';

/** The language the filters' names are asked in: the one the suite is shown in. */
export function useNamesLanguage(): Language {
  const { i18n } = useTranslation();
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}
