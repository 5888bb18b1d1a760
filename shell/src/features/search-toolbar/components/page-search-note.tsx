import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, viewTitleOf, type CountryCode } from 'shared-contracts';
import { pageSearchNotes, searchForPage, type SearchPage, usePageRules, useSearch } from '../../search';
import { countryLabel } from '../lib/country-name';

/**
 * Says what the page shows of the customer's search when it is not all of it
 * (docs/decisions.md#one-search-every-view): one country of several, countries it does not cover,
 * a period within its limit. The search itself stays whole for the other views.
 */
export function PageSearchNote({ page }: { page: SearchPage }) {
  const { t, i18n } = useTranslation();
  const rules = usePageRules(page);
  const search = useSearch((state) => state);
  const notes = pageSearchNotes(search, searchForPage(search, rules), page);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const view = viewTitleOf(page, language) ?? page;
  const names = (countries: readonly CountryCode[]) => countries.map((code) => countryLabel(code, language)).join(', ');
  const lines: string[] = [];
  if (notes.oneCountry) lines.push(t('search.pageNotes.oneCountry', { view, country: names([notes.oneCountry]) }));
  if (notes.notCovered) {
    const { countries, shown } = notes.notCovered;
    lines.push(t('search.pageNotes.notCovered', { view, countries: names(countries), shown: names(shown) }));
  }
  if (notes.period) {
    const key = page === 'snapshots' ? 'search.pageNotes.periodSnapshots' : 'search.pageNotes.periodShown';
    lines.push(t(key, { view, start: notes.period.startDate, end: notes.period.endDate }));
  }
  if (lines.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      aria-label={t('search.pageNotes.label')}
      title={
        <Flex vertical gap={2}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Flex>
      }
    />
  );
}
