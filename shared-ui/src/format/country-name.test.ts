import { countryList, countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the given language and falls back to the code', () => {
    expect(countryName('BR', 'en')).toBe('Brazil');
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('??', 'es')).toBe('??');
  });
});

describe('countryList', () => {
  it('names the countries in their order, in the given language', () => {
    expect(countryList(['AR', 'MX'], 'pt')).toBe('Argentina, México');
    expect(countryList([], 'en')).toBe('');
  });
});
