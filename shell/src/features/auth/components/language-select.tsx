import { Select } from '../../../lib/frame-antd';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../../locales';

/** es / en / pt; switching changes every text at once (the i18next instance is shared). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage as Language}
      onChange={(language) => void i18n.changeLanguage(language)}
      options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      virtual={false}
      style={{ width: 140 }}
    />
  );
}
