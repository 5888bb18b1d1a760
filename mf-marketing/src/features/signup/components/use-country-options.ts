import { useMemo } from 'react';
import { SUPPORTED_COUNTRIES } from 'shared-contracts';
import { countryName } from 'shared-ui/format';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/** The 19 supported countries, named in the visitor's language and sorted by that name. */
export function useCountryOptions() {
  const { i18n } = useMarketingTranslation();
  const language = i18n.language;
  return useMemo(
    () =>
      SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );
}
