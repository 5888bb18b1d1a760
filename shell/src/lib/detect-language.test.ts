import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['en-US'], 'en'],
    [null, ['fr-FR', 'de'], 'es'],
    ['en', ['pt-BR'], 'en'],
    ['xx', ['pt-BR'], 'pt'],
  ])('stored %s with browser %j gives %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});
