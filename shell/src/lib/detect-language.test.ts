import { detectLanguage, languageInAddress, startLanguage } from './detect-language';
import { createShellI18n } from './i18n';
import { local } from './storage';
import { STORAGE_KEYS } from './storage-keys';

describe('detectLanguage', () => {
  it.each([
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['en-US'], 'en'],
    [null, ['fr-FR', 'de'], 'es'],
    ['en', ['pt-BR'], 'en'],
    ['xx', ['pt-BR'], 'pt'],
  ])('stored %s with browser %j gives %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser, '')).toBe(expected);
  });

  it.each([
    ['?lang=en', 'pt', ['pt-BR'], 'en'],
    ['?lang=pt', null, ['en-US'], 'pt'],
    ['?country=BR&lang=es', 'en', ['en'], 'es'],
    // Not one of es/en/pt: ignored, as if the link named none.
    ['?lang=fr', 'pt', ['en'], 'pt'],
    ['?lang=EN', null, ['pt-BR'], 'pt'],
    ['?lang=', null, ['en-US'], 'en'],
  ])("the link's %s over stored %s and browser %j gives %s", (search, stored, browser, expected) => {
    expect(detectLanguage(stored, browser, search)).toBe(expected);
  });

  it('names the language of a link, or none', () => {
    expect(languageInAddress('?lang=pt')).toBe('pt');
    expect(languageInAddress('?lang=de')).toBeNull();
    expect(languageInAddress('')).toBeNull();
  });
});

describe('the language the app starts in', () => {
  afterEach(() => {
    local.remove(STORAGE_KEYS.language);
    window.history.replaceState(null, '', '/');
  });

  it("remembers a link's ?lang= like the language switch does, and leaves the address as it is", () => {
    local.set(STORAGE_KEYS.language, 'pt');
    window.history.replaceState(null, '', '/marketing/report-list?lang=en');

    const i18n = createShellI18n();

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(local.get(STORAGE_KEYS.language)).toBe('en');
    expect(window.location.pathname + window.location.search).toBe('/marketing/report-list?lang=en');
    // The next page, without ?lang=, stays in the language the link chose.
    window.history.replaceState(null, '', '/marketing/signup');
    expect(createShellI18n().language).toBe('en');
  });

  it('ignores an invalid ?lang=: the stored choice stands and nothing is written', () => {
    local.set(STORAGE_KEYS.language, 'pt');

    expect(startLanguage('?lang=klingon')).toBe('pt');
    expect(local.get(STORAGE_KEYS.language)).toBe('pt');
  });

  it('stores nothing for a link without ?lang=: the browser language is not a choice', () => {
    expect(startLanguage('')).toBe(detectLanguage(null, navigator.languages, ''));
    expect(local.get(STORAGE_KEYS.language)).toBeNull();
  });
});
