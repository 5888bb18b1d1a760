import { useTranslation } from 'react-i18next';
import { isLanguage, SUPPORTED_LANGUAGES } from '../../../locales';

/**
 * es / en / pt; switching changes every text at once (the i18next instance is shared). A native
 * select in antd's look (lib/native-look): the login page loads no antd (issue 16).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="nl-select"
      aria-label={t('language.label')}
      value={i18n.resolvedLanguage}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </select>
  );
}
