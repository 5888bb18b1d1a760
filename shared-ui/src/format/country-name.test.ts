import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the given language and falls back to the code', () => {
    expect(countryName('BR', 'en')).toBe('Brazil');
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('??', 'es')).toBe('??');
  });
});
