import type { Language, MarketingRecord } from 'shared-contracts';
import { COUNTRY_REPORT_TEXTS, countryNameIn, monthNameIn } from './country-report-texts';
import type { MarketCountry } from './country-reports';

/** Paths the browser reaches through the shell's /api proxy (same origin). */
const COUNTRY_REPORTS_PATH = '/api/v2/marketing/reports';
const MARKETING_FLAGS_PATH = '/api/v2/marketing/flags';

/**
 * The record of each market country's report, in `lang`, its document link carrying the language.
 * No table row holds them, so their ids are negative (minus the country's place in the market's
 * list, by code): they never meet the serial ids of the records an operator adds to the table.
 */
export function countryReportRecords(countries: readonly MarketCountry[], lang: Language): MarketingRecord[] {
  const texts = COUNTRY_REPORT_TEXTS[lang];
  const records = countries.map(({ code, period }, index) => {
    const country = countryNameIn(code, lang);
    return {
      id: -(index + 1),
      Name: texts.title(country),
      Description: texts.description(country),
      'Flag Image': `${MARKETING_FLAGS_PATH}/${code}`,
      Docs: [
        {
          name: period ? texts.document(monthNameIn(period.month, lang)) : texts.documentWithoutData,
          url: `${COUNTRY_REPORTS_PATH}/${code}?lang=${lang}`,
        },
      ],
      Country: code,
    };
  });
  return records.sort((a, b) => a.Name.localeCompare(b.Name, lang));
}
