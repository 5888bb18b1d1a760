import type { CountryCode } from 'shared-contracts';
import { countriesForPage, isMultiCountryPage, selectableCountries } from './country-rules';
import type { SearchPage } from './search-page';

const ALLOWED: CountryCode[] = ['US', 'AR', 'BR', 'VE'];

describe('country rules', () => {
  it.each<[SearchPage, boolean]>([
    ['shareofvoice', true],
    ['investment', true],
    ['campaigns', false],
    ['spotslist', false],
    ['snapshots', false],
  ])('%s picks several countries: %s', (page, multi) => {
    expect(isMultiCountryPage(page)).toBe(multi);
  });

  it('offers VE and US everywhere but investment and snapshots', () => {
    expect(selectableCountries(ALLOWED, 'shareofvoice')).toEqual(ALLOWED);
    expect(selectableCountries(ALLOWED, 'campaigns')).toEqual(ALLOWED);
    expect(selectableCountries(ALLOWED, 'investment')).toEqual(['AR', 'BR']);
    expect(selectableCountries(ALLOWED, 'snapshots')).toEqual(['AR', 'BR']);
  });

  it.each<[string, CountryCode[], SearchPage, CountryCode[]]>([
    ['sov keeps several', ['US', 'BR'], 'shareofvoice', ['US', 'BR']],
    ['investment removes US and VE from the selection', ['US', 'BR', 'VE'], 'investment', ['BR']],
    ['investment falls back to the first it offers', ['US'], 'investment', ['AR']],
    ['spotslist keeps one', ['BR', 'AR'], 'spotslist', ['BR']],
    ['snapshots keeps one it offers', ['VE', 'BR'], 'snapshots', ['BR']],
    ['a country outside the token is dropped', ['MX'], 'shareofvoice', ['US']],
  ])('%s', (_case, selected, page, expected) => {
    expect(countriesForPage(selected, ALLOWED, page)).toEqual(expected);
  });
});
